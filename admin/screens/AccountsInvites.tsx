import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { inputClass } from '../../components/Field.tsx'
import type { CreatedInvite, Invite, InviteRequest } from '../../shared/admin-api.ts'
import { ROLE_LABELS, ROLES, type Role } from '../../shared/roles.ts'
import { useBusinessTime } from '../common/business-time.tsx'
import { button, card, dangerButton, label, subtleButton } from '../common/ui.ts'
import { useApiMutation } from '../common/useApiMutation.ts'

/** What each role may do, said where an administrator chooses one. */
export const ROLE_SCOPES: Record<Role, string> = {
  administrator: 'everything: leads, accounts, settings and the blog',
  editor: 'the blog only: posts, categories and topics',
  'site-editor': "the site's content only: the business's details, cities, services, products and pages",
}

/** Invite codes: create one for a role (the code shown once), and the list of those made, each revocable until used. */
export function Invites() {
  const { data: invites = [] } = useQuery<Invite[]>({ queryKey: ['/api/admin/invites'] })
  const [created, setCreated] = useState<CreatedInvite | null>(null)
  const create = useApiMutation<InviteRequest>({
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
      {
        note: String(form.get('note') ?? ''),
        role: ROLES.find((each) => each === form.get('role')) ?? 'editor',
        expiresInDays: Number(form.get('expiresInDays') ?? 7),
      },
      { onSuccess: (result) => setCreated(result as CreatedInvite) },
    )
  }
  // When the list was shown: what "expired" is measured against.
  const [now] = useState(() => Date.now())
  return (
    <section aria-labelledby="invite-heading" className={`${card} space-y-4`}>
      <h2 id="invite-heading" className="text-xl font-bold text-navy-900">
        Invite a colleague
      </h2>
      <p className="text-slate-600">
        New accounts need an invite code. Each code works once, for the number of days you choose, and gives the role
        you choose.
      </p>
      <InviteForm onSubmit={submit} busy={create.isPending} />
      {created && <CreatedInviteNote created={created} />}
      {invites.length > 0 && <InviteList invites={invites} now={now} onRevoke={revoke.mutate} />}
    </section>
  )
}

/** Who an invite is for, the role it gives and how many days it stays valid. */
function InviteForm({ onSubmit, busy }: { onSubmit: (event: FormEvent<HTMLFormElement>) => void; busy: boolean }) {
  return (
    <form onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-[1fr_12rem_8rem_auto] sm:items-end">
      <div>
        <label htmlFor="note" className={label}>
          For whom (note)
        </label>
        <input id="note" name="note" maxLength={200} className={inputClass} />
      </div>
      <div>
        <label htmlFor="invite-role" className={label}>
          Role
        </label>
        <select
          id="invite-role"
          name="role"
          defaultValue="editor"
          aria-describedby="invite-role-hint"
          className={inputClass}
        >
          {ROLES.map((each) => (
            <option key={each} value={each}>
              {ROLE_LABELS[each]}
            </option>
          ))}
        </select>
      </div>
      <div>
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
      <button type="submit" disabled={busy} className={button}>
        Create invite
      </button>
      <p id="invite-role-hint" className="text-sm text-slate-600 sm:col-span-4">
        A blog editor may use {ROLE_SCOPES.editor}; a site editor, {ROLE_SCOPES['site-editor']}; an administrator,{' '}
        {ROLE_SCOPES.administrator}.
      </p>
    </form>
  )
}

/** The invites made: their role, and used, expired (against now) or valid until when. */
function InviteList({ invites, now, onRevoke }: { invites: Invite[]; now: number; onRevoke: (id: number) => void }) {
  const { dateTime } = useBusinessTime()
  return (
    <ul className="divide-y divide-slate-200 text-sm" aria-label="Invites">
      {invites.map((invite) => (
        <li key={invite.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
          <span className="min-w-0 flex-1 break-words">
            {invite.note || 'Invite'} <span className="text-slate-600">· {ROLE_LABELS[invite.role]}</span>
          </span>
          <span className="text-slate-600">
            {invite.usedAt
              ? `used ${dateTime(invite.usedAt)}`
              : invite.expiresAt < now
                ? 'expired'
                : `valid until ${dateTime(invite.expiresAt)}`}
          </span>
          {!invite.usedAt && (
            <button
              type="button"
              onClick={() => onRevoke(invite.id)}
              aria-label={`Revoke the invite ${invite.note ? `for ${invite.note}` : invite.id}`}
              className={dangerButton}
            >
              Revoke
            </button>
          )}
        </li>
      ))}
    </ul>
  )
}

/** "a site editor", "an administrator": the role an invite gives, as a sentence names it. */
const aRole = (role: Role) => {
  const name = ROLE_LABELS[role].toLowerCase()
  return `${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name}`
}

/**
 * The invite just made: the role it gives, its code, and a link that opens the form to create an
 * account with the code filled in, to send as it is (it works once, like the code).
 */
function CreatedInviteNote({ created }: { created: CreatedInvite }) {
  const link = `${window.location.origin}/auth?view=register&code=${encodeURIComponent(created.code)}`
  const [copied, setCopied] = useState(false)
  const copy = () =>
    void navigator.clipboard?.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  return (
    <div role="status" className="space-y-2 rounded-lg bg-green-50 p-4 break-words text-green-900">
      <p>
        Invite for {aRole(created.role)}: code{' '}
        <code className="font-mono text-lg font-bold select-all" data-testid="invite-code">
          {created.code}
        </code>
      </p>
      <p className="text-sm">
        Send them this link; it opens the form to create their account, with the code filled in, and works once:
      </p>
      <p className="flex flex-wrap items-center gap-2">
        <a href={link} data-testid="invite-link" className="font-mono text-sm break-all text-brand-700 underline">
          {link}
        </a>
        <button type="button" onClick={copy} className={subtleButton}>
          {copied ? 'Copied' : 'Copy the link'}
        </button>
      </p>
    </div>
  )
}
