import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { inputClass } from '../../../components/Field.tsx'
import { BackupPanel } from './BackupPanel.tsx'
import { button, card, label } from './ui.ts'
import { useApiMutation } from './useApiMutation.ts'

interface SettingsData {
  leadForwarding?: { kind: 'none' } | { kind: 'formsubmit' | 'webhook'; url: string }
}

/** The site's settings: where leads are forwarded; and a backup of everything, to download. */
export function Settings() {
  return (
    <div className="space-y-6">
      <LeadForwarding />
      <BackupPanel />
    </div>
  )
}

function LeadForwarding() {
  const { data: settings, isLoading } = useQuery<SettingsData>({ queryKey: ['/api/admin/settings'] })
  const save = useApiMutation<SettingsData>({
    method: 'PUT',
    url: () => '/api/admin/settings',
    body: (input) => input,
    success: 'Settings saved.',
    invalidates: ['/api/admin/settings'],
  })
  const [kind, setKind] = useState<string | null>(null)
  if (isLoading) return <p>Loading...</p>
  const current = settings?.leadForwarding
  const chosen = kind ?? current?.kind ?? 'content'
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const url = String(new FormData(event.currentTarget).get('url') ?? '').trim()
    if (chosen === 'content') return
    save.mutate({
      leadForwarding: chosen === 'none' ? { kind: 'none' } : { kind: chosen as 'formsubmit' | 'webhook', url },
    })
  }
  return (
    <form onSubmit={submit} className={`${card} space-y-4`}>
      <h2 className="text-xl font-bold text-navy-900">Where leads are forwarded</h2>
      <p className="text-slate-600">
        Every contact and booking request is stored here first, then forwarded. If forwarding fails, it is retried and
        listed under Leads until it succeeds.
      </p>
      <div>
        <label htmlFor="kind" className={label}>
          Forward to
        </label>
        <select id="kind" value={chosen} onChange={(e) => setKind(e.target.value)} className={inputClass}>
          {!current && <option value="content">As set in the content files</option>}
          <option value="none">Nowhere: only store leads</option>
          <option value="formsubmit">A form forwarder (FormSubmit-compatible)</option>
          <option value="webhook">A JSON webhook</option>
        </select>
      </div>
      {(chosen === 'formsubmit' || chosen === 'webhook') && (
        <div>
          <label htmlFor="url" className={label}>
            Address
          </label>
          <input
            id="url"
            name="url"
            type="url"
            required
            defaultValue={current && 'url' in current ? current.url : ''}
            placeholder="https://"
            className={inputClass}
          />
        </div>
      )}
      <button type="submit" disabled={save.isPending || chosen === 'content'} className={button}>
        Save
      </button>
    </form>
  )
}
