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
  const [meta, setMeta] = useState({ formKey, servedAt, landingPage: '', referrer: '' })
  const [errors, setErrors] = useState<FieldErrors>(initialErrors)
  const [formError, setFormError] = useState(initialFormError)
  const [sending, setSending] = useState(false)
  const openedAt = useRef(0)

  const restart = () => {
    openedAt.current = Date.now()
    setMeta((m) => ({ ...m, formKey: newKey(), ...readLanding() }))
    setErrors({})
    setFormError(undefined)
  }
  useEffect(() => {
    openedAt.current = Date.now()
    // The page was prerendered: its own form key and where the visit began are known only here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setMeta((m) => ({ ...m, formKey: newKey(), ...readLanding() }))
  }, [])

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (target.mode !== 'server') return // a plain post to the forwarder
    event.preventDefault()
    if (sending) return
    const body = new URLSearchParams()
    for (const [name, value] of new FormData(event.currentTarget))
      if (typeof value === 'string') body.append(name, value)
    body.set('elapsed', String(Date.now() - openedAt.current))
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
        const stored = (await res.json().catch(() => ({}))) as { next?: string }
        setErrors({})
        onStored(stored.next ?? '/thank-you')
        return
      }
      const answer = (await res.json().catch(() => ({}))) as { message?: string; errors?: FieldErrors }
      setErrors(answer.errors ?? {})
      setFormError(answer.message ?? `Something went wrong on our side. Please call us at ${telephone}.`)
    } catch {
      setFormError(
        `We could not reach our server, so your request was not sent. Please check your connection and try again, or call us at ${telephone}.`,
      )
    } finally {
      setSending(false)
    }
  }

  const field: FieldFor = (name) => ({ name, rules: rules[name], error: errors[name] })
  return { meta, errors, formError, sending, onSubmit, restart, field }
}
