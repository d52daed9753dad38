import { useState, type FormEvent } from 'react'
import { AdminProviders } from '../../admin/common/Providers.tsx'
import { useAuth } from '../../admin/common/auth.tsx'
import { useFieldErrors } from '../../admin/common/useFieldErrors.ts'
import { Section } from '../../components/Section.tsx'
import { ACCOUNT_FIELDS } from '../../shared/field-errors.ts'
import type { FormState } from '../../shared/forms.ts'
import { CodeField, CredentialFields, type Mode } from './AccountFields.tsx'
import type { SignedInUser } from '../../shared/admin-api.ts'

/** What each view is for, said in its heading and its button. */
const VIEWS: Record<Mode, { heading: string; intro: string; submit: string }> = {
  login: { heading: 'Sign in', intro: 'For the people who run this website.', submit: 'Sign in' },
  register: {
    heading: 'Create your account',
    intro: 'With the invite code an administrator gave you.',
    submit: 'Create account',
  },
  setup: {
    heading: 'Create the first administrator',
    intro:
      'No account exists on this site yet. The first one needs the one-time setup code the server printed on its console when it started (or run npm run admin:create on the server).',
    submit: 'Create the administrator account',
  },
}

/** Sign-in, registration with an invite, and, on a fresh site, the first administrator: one island, hydrated as soon as the page loads. */
export function SignInPage({
  viewer,
  next,
  view,
  sent,
}: {
  viewer: SignedInUser | null
  next: string
  view: Mode
  /** The form as the server sent it back, when the browser posted it itself (server/routes/auth-form.ts). */
  sent: FormState | null
}) {
  const [mode, setMode] = useState<Mode>(view)
  return (
    <AdminProviders viewer={viewer}>
      <Section tone="muted">
        <div className="mx-auto max-w-md">
          <SignIn next={next} mode={mode} setMode={setMode} sent={sent} />
        </div>
      </Section>
    </AdminProviders>
  )
}

/**
 * Sends the form as a sign-in or a registration, then goes on to `next`; busy while the server
 * answers. A refusal over one field is shown at that field; any other, in a toast (useAuth). The
 * form keeps what was typed either way.
 */
function useAccountSubmit(mode: Mode, next: string, sent: FormState | null) {
  const { login, register } = useAuth()
  const [busy, setBusy] = useState(false)
  const fields = useFieldErrors(ACCOUNT_FIELDS, sent?.errors)
  // What the server said of the form it sent back, until the form is sent again.
  const [formError, setFormError] = useState(sent?.formError)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const element = event.currentTarget
    const form = new FormData(element)
    const username = String(form.get('username') ?? '')
    const password = String(form.get('password') ?? '')
    setBusy(true)
    setFormError(undefined)
    fields.clear()
    try {
      if (mode === 'login') await login({ username, password })
      else await register({ username, password, code: String(form.get('code') ?? '') })
      window.location.assign(next)
    } catch (error) {
      fields.show(error, element)
    } finally {
      setBusy(false)
    }
  }
  return { busy, submit, errors: fields.errors, clearErrors: fields.clear, formError }
}

function SignIn({
  next,
  mode,
  setMode,
  sent,
}: {
  next: string
  mode: Mode
  setMode: (mode: Mode) => void
  sent: FormState | null
}) {
  const { user, logout } = useAuth()
  const { busy, submit, errors, clearErrors, formError } = useAccountSubmit(mode, next, sent)
  const view = VIEWS[mode]
  const state = { values: sent?.values ?? {}, errors }

  if (user) return <SignedIn username={user.username} next={next} onSignOut={() => logout().catch(() => {})} />

  return (
    <>
      <h1 className="text-3xl font-extrabold tracking-tight text-navy-900">{view.heading}</h1>
      <p className="mt-2 text-slate-600">{view.intro}</p>
      {/* Posted by the browser itself until the script is awake: the server answers with pages (server/routes/auth-form.ts). */}
      <form
        method="post"
        action={authHref(mode === 'login' ? 'login' : 'register', next)}
        onSubmit={submit}
        className="mt-6 space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        {formError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
            {formError}
          </p>
        )}
        <CredentialFields mode={mode} state={state} />
        {mode !== 'login' && <CodeField setup={mode === 'setup'} state={state} />}
        <button
          type="submit"
          disabled={busy}
          className="w-full rounded-lg bg-accent-600 px-4 py-3 font-bold text-white hover:bg-accent-700 disabled:opacity-60"
        >
          {view.submit}
        </button>
        {mode !== 'setup' && (
          <SwitchLink
            mode={mode}
            next={next}
            setMode={(other) => {
              clearErrors()
              setMode(other)
            }}
          />
        )}
      </form>
    </>
  )
}

/** Shown to someone already signed in: on to the admin area, or sign out. */
function SignedIn({ username, next, onSignOut }: { username: string; next: string; onSignOut: () => void }) {
  return (
    <div className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h1 className="mb-4 text-3xl font-extrabold tracking-tight text-navy-900">You are signed in</h1>
      <p>
        Signed in as <strong>{username}</strong>.
      </p>
      <div className="mt-4 flex gap-3">
        <a href={next} className="rounded-lg bg-navy-900 px-4 py-2 font-bold text-white">
          Go to the admin area
        </a>
        <button
          type="button"
          onClick={onSignOut}
          className="rounded-lg px-4 py-2 font-semibold text-slate-700 ring-1 ring-slate-300"
        >
          Sign out
        </button>
      </div>
    </div>
  )
}

/** From sign-in to registration and back. A link, so that it works before the page's script has woken (or without it); once awake, it switches in place. */
function SwitchLink({
  mode,
  next,
  setMode,
}: {
  mode: 'login' | 'register'
  next: string
  setMode: (mode: Mode) => void
}) {
  const other = mode === 'login' ? 'register' : 'login'
  return (
    <a
      href={authHref(other, next)}
      onClick={(event) => {
        event.preventDefault()
        setMode(other)
        history.replaceState(history.state, '', authHref(other, next))
      }}
      className="block w-full text-center text-sm font-semibold text-brand-700 hover:underline"
    >
      {mode === 'login' ? 'Have an invite code? Create an account' : 'Already have an account? Sign in'}
    </a>
  )
}

/** /auth showing a view: `/auth?view=register&next=/admin/leads`. */
function authHref(mode: 'login' | 'register', next: string): string {
  const params = new URLSearchParams(mode === 'register' ? { view: 'register' } : {})
  if (next !== '/admin') params.set('next', next)
  const search = params.toString()
  return search ? `/auth?${search}` : '/auth'
}
