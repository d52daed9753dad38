import { inputClass } from '../../components/Field.tsx'
import type { LeadStage, LeadSummary } from '../../shared/admin-leads.ts'
import { STAGES } from './lead-types.ts'
import { label as labelClass } from '../common/ui.ts'
import { useApiMutation } from '../common/useApiMutation.ts'

/** The lead's status (new → contacted → booked → won / lost), saved as soon as it is chosen. */
export function LeadStatusSelect({
  id,
  lead,
  label,
  hideLabel = false,
}: {
  id: string
  lead: Pick<LeadSummary, 'id' | 'stage' | 'name'>
  label: string
  hideLabel?: boolean
}) {
  const save = useApiMutation<LeadStage>({
    method: 'PATCH',
    url: () => `/api/admin/leads/${lead.id}`,
    body: (stage) => ({ stage }),
    success: 'Status saved.',
    invalidates: ['/api/admin/leads', `/api/admin/leads/${lead.id}`],
  })
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={hideLabel ? 'sr-only' : labelClass}>
        {label}
      </label>
      <select
        id={id}
        value={save.isPending && save.variables ? save.variables : lead.stage}
        disabled={save.isPending}
        onChange={(event) => save.mutate(event.target.value as LeadStage)}
        className={`${inputClass} py-1.5 lg:w-full`}
      >
        {STAGES.map((stage) => (
          <option key={stage.value} value={stage.value}>
            {stage.label}
          </option>
        ))}
      </select>
    </div>
  )
}
