import { useQuery } from '@tanstack/react-query'
import type { FormEvent } from 'react'
import type { AccountEmail } from '../../shared/admin-api.ts'
import { Field, inputClass } from '../../components/Field.tsx'
import { useAuth } from '../common/auth.tsx'
import { useFieldErrors } from '../common/useFieldErrors.ts'
import { ACCOUNT_FIELDS } from '../../shared/field-errors.ts'
import { ROLE_LABELS } from '../../shared/roles.ts'
import { ROLE_SCOPES } from './AccountsInvites.tsx'
import { button, card } from '../common/ui.ts'
import { useApiMutation } from '../common/useApiMutation.ts'
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
      <YourEmail administrator={user?.role === 'administrator'} />
      <ChangePassword />
      <Sessions />
    </div>
  )
}

/** The fields of the email form. */
const EMAIL_FIELDS = { email: 'Your email address' }

/** One's own email address, optional; an administrator's gets the notice when where leads go changes. */
function YourEmail({ administrator }: { administrator: boolean }) {
  const { data } = useQuery<AccountEmail>({ queryKey: ['/api/user/email'] })
  const fields = useFieldErrors(EMAIL_FIELDS)
  const save = useApiMutation<AccountEmail>({
    method: 'PUT',
    url: () => '/api/user/email',
    body: (input) => input,
    success: 'Email address saved.',
    invalidates: ['/api/user/email'],
    fields: EMAIL_FIELDS,
  })
  if (!data) return null
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    fields.clear()
    save.mutate({ email: String(new FormData(form).get('email')) }, { onError: (error) => fields.show(error, form) })
  }
  return (
    <form onSubmit={submit} className={`${card} max-w-lg space-y-4`}>
      <h2 className="text-xl font-bold text-navy-900">Your email address</h2>
      <Field
        name="email"
        label="Email address (optional)"
        error={fields.errors.email}
        hint={
          administrator
            ? 'When anyone changes where leads go (Settings, the forms’ mode or forwarder, a content file), the server emails every administrator who gave an address here.'
            : 'Kept with your account; nothing is sent to it yet.'
        }
      >
        {(input) => (
          <input {...input} type="email" autoComplete="email" defaultValue={data.email ?? ''} className={inputClass} />
        )}
      </Field>
      <button type="submit" disabled={save.isPending} className={button}>
        Save email address
      </button>
    </form>
  )
}

/** The fields of the password form, and how a sentence about each begins. */
const PASSWORD_FIELDS = { currentPassword: ACCOUNT_FIELDS.currentPassword, newPassword: ACCOUNT_FIELDS.newPassword }

/** Changes the password; a refusal over one field is said at that field, and what was typed stays. */
function ChangePassword() {
  const fields = useFieldErrors(PASSWORD_FIELDS)
  const change = useApiMutation<{ currentPassword: string; newPassword: string }>({
    method: 'POST',
    url: () => '/api/user/password',
    body: (input) => input,
    success: 'Password changed. Other devices have been signed out.',
    // The other devices' sessions have ended.
    invalidates: ['/api/admin/sessions'],
    fields: PASSWORD_FIELDS,
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    fields.clear()
    change.mutate(
      { currentPassword: String(data.get('currentPassword')), newPassword: String(data.get('newPassword')) },
      { onSuccess: () => form.reset(), onError: (error) => fields.show(error, form) },
    )
  }
  return (
    <form onSubmit={submit} className={`${card} max-w-lg space-y-4`}>
      <h2 className="text-xl font-bold text-navy-900">Change your password</h2>
      <Field name="currentPassword" label="Current password" error={fields.errors.currentPassword}>
        {(input) => (
          <input {...input} type="password" autoComplete="current-password" required className={inputClass} />
        )}
      </Field>
      <Field
        name="newPassword"
        label="New password"
        error={fields.errors.newPassword}
        hint="At least 12 characters. A few unrelated words together are strong and easy to remember; the business's name, your username or a year are easy to guess."
      >
        {(input) => (
          <input
            {...input}
            type="password"
            autoComplete="new-password"
            required
            minLength={12}
            maxLength={128}
            className={inputClass}
          />
        )}
      </Field>
      <button type="submit" disabled={change.isPending} className={button}>
        Change password
      </button>
    </form>
  )
}
