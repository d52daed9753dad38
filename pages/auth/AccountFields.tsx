import { inputClass } from '../../components/Field.tsx'
import type { FormState } from '../../shared/forms.ts'
import type { Mode } from './SignInPage.tsx'

/** What the server said was wrong with a field of a form it sent back, tied to the field for screen readers. */
function sentError(sent: FormState | null, name: string, hint?: string) {
  const error = sent?.errors[name]
  const describedBy = [hint, error && `${name}-error`].filter(Boolean).join(' ') || undefined
  return {
    input: { 'aria-invalid': error ? (true as const) : undefined, 'aria-describedby': describedBy },
    message: error && (
      <p id={`${name}-error`} className="mt-1.5 text-sm font-medium text-accent-700">
        {error}
      </p>
    ),
  }
}

/** Username and password; a new password must be long, and says so. */
export function CredentialFields({ mode, sent }: { mode: Mode; sent: FormState | null }) {
  const username = sentError(sent, 'username')
  const password = sentError(sent, 'password', mode === 'login' ? undefined : 'password-hint')
  return (
    <>
      <div>
        <label htmlFor="username" className="mb-1.5 block text-sm font-semibold">
          Username
        </label>
        <input
          id="username"
          name="username"
          autoComplete="username"
          required
          defaultValue={sent?.values.username}
          {...username.input}
          className={inputClass}
        />
        {username.message}
      </div>
      <div>
        <label htmlFor="password" className="mb-1.5 block text-sm font-semibold">
          Password
        </label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          required
          minLength={mode === 'login' ? undefined : 12}
          {...password.input}
          className={inputClass}
        />
        {password.message}
        {mode !== 'login' && (
          <p id="password-hint" className="mt-1 text-sm text-slate-600">
            At least 12 characters and hard to guess: a few unrelated words work well. Leave out your username, the
            business's name and years.
          </p>
        )}
      </div>
    </>
  )
}

/** The invite code, or on a fresh site the setup code, and where to find it. */
export function CodeField({ setup, sent }: { setup: boolean; sent: FormState | null }) {
  const code = sentError(sent, 'code', 'code-hint')
  return (
    <div>
      <label htmlFor="code" className="mb-1.5 block text-sm font-semibold">
        {setup ? 'Setup code' : 'Invite code'}
      </label>
      <input
        id="code"
        name="code"
        required
        autoComplete="one-time-code"
        defaultValue={sent?.values.code}
        {...code.input}
        className={inputClass}
      />
      {code.message}
      <p id="code-hint" className="mt-1 text-sm text-slate-600">
        {setup
          ? 'Printed on the server console under "No administrator account exists yet".'
          : 'From an administrator, under Admin → Settings → Invites.'}
      </p>
    </div>
  )
}
