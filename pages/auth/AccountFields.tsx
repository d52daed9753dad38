import { Field, inputClass, type FieldErrors } from '../../components/Field.tsx'

/** What the sign-in page is for: signing in, registering with an invite code, or making the first administrator. */
export type Mode = 'login' | 'register' | 'setup'

/** What the fields start with and what was wrong with them: from the form the server sent back, or the script's last answer. */
export interface AccountFieldState {
  values: Partial<Record<string, string>>
  errors: FieldErrors
}

/** Username and password; a new password must be long, and says so. */
export function CredentialFields({ mode, state }: { mode: Mode; state: AccountFieldState }) {
  return (
    <>
      <Field
        name="username"
        label="Username"
        error={state.errors.username}
        hint={
          mode !== 'login' &&
          '3 to 40 letters, digits, dots, hyphens or underscores, beginning and ending with a letter or a digit. It names you in the history of the site’s changes.'
        }
      >
        {(input) => (
          <input
            {...input}
            autoComplete="username"
            required
            defaultValue={state.values.username}
            className={inputClass}
          />
        )}
      </Field>
      <Field
        name="password"
        label="Password"
        error={state.errors.password}
        hint={
          mode !== 'login' &&
          "At least 12 characters and hard to guess: a few unrelated words work well. Leave out your username, the business's name and years."
        }
      >
        {(input) => (
          <input
            {...input}
            type="password"
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            required
            minLength={mode === 'login' ? undefined : 12}
            className={inputClass}
          />
        )}
      </Field>
    </>
  )
}

/** The invite code, or on a fresh site the setup code, and where to find it. */
export function CodeField({ setup, state }: { setup: boolean; state: AccountFieldState }) {
  return (
    <Field
      name="code"
      label={setup ? 'Setup code' : 'Invite code'}
      error={state.errors.code}
      hint={
        setup
          ? 'Printed on the server console under "No administrator account exists yet".'
          : 'From an administrator: they create invites under Admin → Accounts.'
      }
    >
      {(input) => (
        <input
          {...input}
          required
          autoComplete="one-time-code"
          defaultValue={state.values.code}
          className={inputClass}
        />
      )}
    </Field>
  )
}
