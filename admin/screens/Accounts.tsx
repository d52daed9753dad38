import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useAuth } from '../common/auth.tsx'
import type { Account } from '../../shared/admin-api.ts'
import { ROLE_LABELS, ROLES, type Role } from '../../shared/roles.ts'
import { Invites, ROLE_SCOPES } from './AccountsInvites.tsx'
import { RemoveAccountDialog } from './AccountsRemove.tsx'
import { useBusinessTime } from '../common/business-time.tsx'
import { card, dangerButton, subtleButton } from '../common/ui.ts'
import { useApiMutation } from '../common/useApiMutation.ts'

/** Everyone with an account: their role (changeable), when they last signed in, removal; then invites. */
export function Accounts() {
  const { user } = useAuth()
  const { data: accounts = [], isLoading, error } = useQuery<Account[]>({ queryKey: ['/api/admin/accounts'] })
  const [removing, setRemoving] = useState<Account | null>(null)
  return (
    <div className="space-y-6">
      <section aria-labelledby="accounts-heading" className={`${card} space-y-3`}>
        <h2 id="accounts-heading" className="text-xl font-bold text-navy-900">
          Who can sign in
        </h2>
        <p className="text-slate-600">
          An administrator may use {ROLE_SCOPES.administrator}. An editor, {ROLE_SCOPES.editor}. The site always keeps
          at least one administrator.
        </p>
        {isLoading ? (
          <p>Loading...</p>
        ) : error ? (
          <p className="text-accent-700">The accounts could not be loaded. Reload the page to try again.</p>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label="Accounts">
            {accounts.map((account) => (
              <AccountRow
                key={account.id}
                account={account}
                isYou={account.id === user?.id}
                onRemove={() => setRemoving(account)}
              />
            ))}
          </ul>
        )}
      </section>
      <Invites />
      <RemoveAccountDialog account={removing} onClose={() => setRemoving(null)} />
    </div>
  )
}

/** One account: who, role, created, last sign-in, live sessions; its role form and Remove (not on one's own). */
function AccountRow({ account, isYou, onRemove }: { account: Account; isYou: boolean; onRemove: () => void }) {
  const { date, dateTime } = useBusinessTime()
  const facts: [string, string][] = [
    ['Role', ROLE_LABELS[account.role]],
    ['Created', date(account.createdAt)],
    ['Last sign-in', account.lastSignInAt ? dateTime(account.lastSignInAt) : 'Never'],
    ['Active sessions', String(account.activeSessions)],
  ]
  return (
    <li className="grid gap-3 py-4 md:grid-cols-[1fr_auto] md:items-center" data-testid={`account-${account.username}`}>
      <div className="min-w-0">
        <p className="font-semibold break-words text-navy-900">
          {account.username}
          {isYou && (
            <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">You</span>
          )}
        </p>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-600 sm:grid-cols-[auto_1fr_auto_1fr]">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-medium text-slate-700">{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {isYou ? (
        <p className="max-w-56 text-sm text-slate-600">Another administrator can change your role or remove you.</p>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <RoleForm account={account} />
          <button type="button" onClick={onRemove} aria-label={`Remove ${account.username}`} className={dangerButton}>
            Remove
          </button>
        </div>
      )}
    </li>
  )
}

/** Another account's role: chosen, then saved; a refusal (the last administrator) says why in a toast. */
function RoleForm({ account }: { account: Account }) {
  const [role, setRole] = useState<Role>(account.role)
  const change = useApiMutation<Role>({
    method: 'PATCH',
    url: () => `/api/admin/accounts/${account.id}`,
    body: (next) => ({ role: next }),
    success: `${account.username} is now ${role === 'administrator' ? 'an administrator' : 'an editor'}.`,
    invalidates: ['/api/admin/accounts'],
  })
  const id = `role-${account.id}`
  return (
    <form
      className="flex items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        change.mutate(role, { onError: () => setRole(account.role) })
      }}
    >
      <label htmlFor={id} className="sr-only">
        Role of {account.username}
      </label>
      <select
        id={id}
        value={role}
        onChange={(event) => setRole(event.target.value as Role)}
        className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
      >
        {ROLES.map((each) => (
          <option key={each} value={each}>
            {ROLE_LABELS[each]}
          </option>
        ))}
      </select>
      <button
        type="submit"
        disabled={role === account.role || change.isPending}
        className={`${subtleButton} whitespace-nowrap disabled:opacity-60`}
      >
        Change role
      </button>
    </form>
  )
}
