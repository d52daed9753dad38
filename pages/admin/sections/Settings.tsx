import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { inputClass } from '../../../components/Field.tsx'
import { button, card, dangerButton, label } from './ui.ts'
import { useApiMutation } from './useApiMutation.ts'

interface SettingsData {
  leadForwarding?: { kind: 'none' } | { kind: 'formsubmit' | 'webhook'; url: string }
}

interface Invite {
  id: number
  note: string
  createdAt: number
  expiresAt: number
  usedAt: number | null
}

export function Settings() {
  return (
    <div className="space-y-6">
      <LeadForwarding />
      <Invites />
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

/** Invite codes: create one (shown once), and the list of those made, each revocable until used. */
function Invites() {
  const { data: invites = [] } = useQuery<Invite[]>({ queryKey: ['/api/admin/invites'] })
  const [created, setCreated] = useState<string | null>(null)
  const create = useApiMutation<{ note: string; expiresInDays: number }>({
    method: 'POST',
    url: () => '/api/admin/invites',
    body: (input) => input,
    success: 'Invite created. Copy the code now: it is shown only once.',
    invalidates: ['/api/admin/invites'],
  })
  const revoke = useApiMutation<number>({
    method: 'DELETE',
    url: (id) => `/api/admin/invites/${id}`,
    success: 'Invite revoked.',
    invalidates: ['/api/admin/invites'],
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    create.mutate(
      { note: String(form.get('note') ?? ''), expiresInDays: Number(form.get('expiresInDays') ?? 7) },
      { onSuccess: (result) => setCreated((result as { code: string }).code) },
    )
  }
  // When the list was shown: what "expired" is measured against.
  const [now] = useState(() => Date.now())
  return (
    <div className={`${card} space-y-4`}>
      <h2 className="text-xl font-bold text-navy-900">Invite a colleague</h2>
      <p className="text-slate-600">
        New accounts need an invite code. Each code works once, for the number of days you choose.
      </p>
      <InviteForm onSubmit={submit} />
      {created && (
        <p role="status" className="rounded-lg bg-green-50 p-4 text-green-900">
          Invite code: <code className="font-mono text-lg font-bold">{created}</code>
        </p>
      )}
      {invites.length > 0 && <InviteList invites={invites} now={now} onRevoke={revoke.mutate} />}
    </div>
  )
}

/** Who an invite is for and how many days it stays valid. */
function InviteForm({ onSubmit }: { onSubmit: (event: FormEvent<HTMLFormElement>) => void }) {
  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
      <div className="min-w-48 flex-1">
        <label htmlFor="note" className={label}>
          For whom (note)
        </label>
        <input id="note" name="note" maxLength={200} className={inputClass} />
      </div>
      <div className="w-32">
        <label htmlFor="expiresInDays" className={label}>
          Valid for (days)
        </label>
        <input
          id="expiresInDays"
          name="expiresInDays"
          type="number"
          min={1}
          max={30}
          defaultValue={7}
          className={inputClass}
        />
      </div>
      <button type="submit" className={button}>
        Create invite
      </button>
    </form>
  )
}

/** The invites made: used, expired (against now) or valid until when. */
function InviteList({ invites, now, onRevoke }: { invites: Invite[]; now: number; onRevoke: (id: number) => void }) {
  return (
    <ul className="divide-y divide-slate-200 text-sm">
      {invites.map((invite) => (
        <li key={invite.id} className="flex flex-wrap items-center gap-3 py-2">
          <span className="flex-1">{invite.note || 'Invite'}</span>
          <span className="text-slate-600">
            {invite.usedAt
              ? `used ${new Date(invite.usedAt).toLocaleDateString()}`
              : invite.expiresAt < now
                ? 'expired'
                : `valid until ${new Date(invite.expiresAt).toLocaleDateString()}`}
          </span>
          {!invite.usedAt && (
            <button type="button" onClick={() => onRevoke(invite.id)} className={dangerButton}>
              Revoke
            </button>
          )}
        </li>
      ))}
    </ul>
  )
}
