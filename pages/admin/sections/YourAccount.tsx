import type { FormEvent } from 'react'
import { inputClass } from '../../../components/Field.tsx'
import { useAuth } from '../../../components/admin/auth.tsx'
import { ROLE_LABELS } from '../../../shared/roles.ts'
import { ROLE_SCOPES } from './AccountsInvites.tsx'
import { button, card, label } from './ui.ts'
import { useApiMutation } from './useApiMutation.ts'
import { Sessions } from './YourAccountSessions.tsx'

/** The viewer's own account, whatever their role: who they are, their password, where they are signed in. */
export function YourAccount() {
  const { user } = useAuth()
  return (
    <div className="space-y-6">
      {user && (
        <p className="text-slate-700">
          You are signed in as <strong className="text-navy-900">{user.username}</strong>, an{' '}
          {ROLE_LABELS[user.role].toLowerCase()}: you may use {ROLE_SCOPES[user.role]}.
        </p>
      )}
      <ChangePassword />
      <Sessions />
    </div>
  )
}

function ChangePassword() {
  const change = useApiMutation<{ currentPassword: string; newPassword: string }>({
    method: 'POST',
    url: () => '/api/user/password',
    body: (input) => input,
    success: 'Password changed. Other devices have been signed out.',
    // The other devices' sessions have ended.
    invalidates: ['/api/admin/sessions'],
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    change.mutate(
      { currentPassword: String(data.get('currentPassword')), newPassword: String(data.get('newPassword')) },
      { onSuccess: () => form.reset() },
    )
  }
  return (
    <form onSubmit={submit} className={`${card} max-w-lg space-y-4`}>
      <h2 className="text-xl font-bold text-navy-900">Change your password</h2>
      <div>
        <label htmlFor="currentPassword" className={label}>
          Current password
        </label>
        <input
          id="currentPassword"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="newPassword" className={label}>
          New password
        </label>
        <input
          id="newPassword"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          minLength={12}
          maxLength={128}
          aria-describedby="newPassword-hint"
          className={inputClass}
        />
        <p id="newPassword-hint" className="mt-1 text-sm text-slate-600">
          At least 12 characters. A few unrelated words together are strong and easy to remember; the business's name,
          your username or a year are easy to guess.
        </p>
      </div>
      <button type="submit" disabled={change.isPending} className={button}>
        Change password
      </button>
    </form>
  )
}
