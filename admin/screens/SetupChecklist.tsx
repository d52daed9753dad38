import { useQuery } from '@tanstack/react-query'
import { CheckCircle2, Circle } from 'lucide-react'
import type { ChecklistItem } from '../../shared/admin-checklist.ts'
import { card } from '../common/ui.ts'

/**
 * The first-run checklist on the dashboard (administrators only): what a new site needs before it
 * can be trusted with real customers, each item saying what to do and linking to where. It stays
 * until every item is done, and comes back if one stops being true (a backup grows old).
 */
export function SetupChecklist() {
  const { data: items } = useQuery<ChecklistItem[]>({ queryKey: ['/api/admin/checklist'] })
  if (!items || items.every((item) => item.done)) return null
  const done = items.filter((item) => item.done).length
  return (
    <section aria-labelledby="setup-heading" className={`${card} ring-2 ring-amber-400`}>
      <h2 id="setup-heading" className="text-xl font-bold text-navy-900">
        Before the site takes real customers
      </h2>
      <p className="mt-1 text-slate-600">
        {done} of {items.length} done. Until all are, a lead or the site itself could be lost without anyone knowing.
      </p>
      <ol className="mt-4 space-y-4">
        {items.map((item) => (
          <li key={item.id} className="flex gap-3">
            {item.done ? (
              <CheckCircle2 aria-hidden className="mt-0.5 size-6 shrink-0 text-green-700" />
            ) : (
              <Circle aria-hidden className="mt-0.5 size-6 shrink-0 text-amber-600" />
            )}
            <div className="min-w-0">
              <p className="font-semibold text-navy-900">
                <span className="sr-only">{item.done ? 'Done: ' : 'To do: '}</span>
                {item.title}
              </p>
              <p className="mt-0.5 break-words text-slate-700">{item.detail}</p>
              {!item.done && (
                <a href={item.href} className="mt-1 inline-block font-semibold text-brand-700 underline">
                  {item.action}
                </a>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}
