import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { FieldErrors, FieldProps, FieldRules } from './Field.tsx'
import type { FormTarget } from '../shared/forms.ts'

/** Where the visit began and what sent the visitor, saved by renderer/+onHydrationEnd.ts. */
export function readLanding(): { landingPage: string; referrer: string } {
  try {
    const saved = JSON.parse(sessionStorage.getItem('landing') ?? 'null') as {
      landingPage?: string
      referrer?: string
    } | null
    return { landingPage: saved?.landingPage ?? '', referrer: saved?.referrer ?? '' }
  } catch {
    return { landingPage: '', referrer: '' }
  }
}

/** A new form key, made here in the browser: random, so two visitors never share one (server/leads/form-key.ts). */
function newKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}

/** A field's rules and the error the server or the browser found in it, by field name. */
export type FieldFor = (name: string) => Pick<FieldProps, 'name' | 'rules' | 'error'>

export interface LeadFormOptions {
  target: FormTarget
  /** Each field's rules, by name. */
  rules: Record<string, FieldRules>
  formKey: string
  servedAt: string
  telephone: string
  errors?: FieldErrors
  formError?: string
  /** After the server has stored the lead; `next` is its thank-you page, which confirms that lead. */
  onStored: (next: string) => void
}

/**
 * A lead form that works without JavaScript (a plain post, the server answers with the thank-you
 * page or the form and its errors) and, with JavaScript, sends the same post with fetch, keeps
 * what was typed when anything fails, and says what to do.
 */
export function useLeadForm({
  target,
  rules,
  formKey,
  servedAt,
  telephone,
  errors: initialErrors = {},
  formError: initialFormError,
  onStored,
}: LeadFormOptions) {
  const key = useFormKey(formKey)
  const [landing, setLanding] = useState({ landingPage: '', referrer: '' })
  const [errors, setErrors] = useState<FieldErrors>(initialErrors)
  const [formError, setFormError] = useState(initialFormError)
  const [sending, setSending] = useState(false)
  /** How many answers the script has shown that the request was not stored (the error summary takes focus at each). */
  const [shown, setShown] = useState(0)

  const restart = () => {
    key.renew()
    setLanding(readLanding())
    setErrors({})
    setFormError(undefined)
  }
  // The page was prerendered: where the visit began is known only here.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setLanding(readLanding()), [])

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (target.mode !== 'server') return // a plain post to the forwarder
    event.preventDefault()
    if (sending) return
    const body = new URLSearchParams()
    for (const [name, value] of new FormData(event.currentTarget))
      if (typeof value === 'string') body.append(name, value)
    body.set('elapsed', String(key.elapsed()))
    setSending(true)
    setFormError(undefined)
    try {
      const res = await fetch(target.action, {
        method: 'POST',
        headers: { Accept: 'application/json' },
        body,
        credentials: 'same-origin',
      })
      if (res.status === 201) {
        const answer = (await res.json().catch(() => ({}))) as { next?: string }
        key.markStored()
        setErrors({})
        onStored(answer.next ?? '/thank-you')
        return
      }
      const answer = (await res.json().catch(() => ({}))) as { message?: string; errors?: FieldErrors }
      setErrors(answer.errors ?? {})
      setFormError(answer.message ?? `Something went wrong on our side. Please call us at ${telephone}.`)
      setShown((n) => n + 1)
    } catch {
      setFormError(
        `We could not reach our server, so your request was not sent. Please check your connection and try again, or call us at ${telephone}.`,
      )
      setShown((n) => n + 1)
    } finally {
      setSending(false)
    }
  }

  const field: FieldFor = (name) => ({ name, rules: rules[name], error: errors[name] })
  const meta = { formKey: key.formKey, servedAt, ...landing }
  return { meta, errors, formError, shown, sending, onSubmit, restart, field }
}

/**
 * The form's key (newKey) and when the form opened, both new when it wakes and
 * when it starts again. One key per form filled: sent with every post of it, so a double click, or
 * the form sent again after a lost answer, is one lead (corrected when a field changed). Once its
 * lead is stored (markStored), a page the back/forward cache gives back gets a new key: what is sent
 * from it now is another request, never a correction of the stored one.
 */
function useFormKey(initial: string) {
  const [formKey, setFormKey] = useState(initial)
  const openedAt = useRef(0)
  const stored = useRef(false)
  const renew = () => {
    openedAt.current = Date.now()
    stored.current = false
    setFormKey(newKey())
  }
  useEffect(() => {
    // A page every visitor shares carries no key: each form makes its own here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    renew()
    const onPageShow = (event: PageTransitionEvent) => event.persisted && stored.current && renew()
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [])
  return {
    formKey,
    renew,
    /** How long the form has been open (ms). */
    elapsed: () => Date.now() - openedAt.current,
    markStored: () => (stored.current = true),
  }
}
