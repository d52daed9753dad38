import { useState } from 'react'
import { flushSync } from 'react-dom'
import { fieldErrorOf } from '../../shared/field-errors.ts'
import type { FieldErrors } from '../../components/Field.tsx'
import { errorText } from './api.ts'

/** Whether a failed call was refused over one of `fields`: its message is then shown at the field, not in a toast. */
export const isFieldError = (error: unknown, fields: Readonly<Record<string, string>>): boolean =>
  fieldErrorOf(errorText(error), fields) !== null

/**
 * The errors of a form's fields, each shown beside its field (components/Field.tsx): `show` puts a
 * refusal that names one of `fields` there and moves the focus to that field, so that a screen
 * reader reads the field with its error; anything else is left to the caller's toast.
 */
export function useFieldErrors(fields: Readonly<Record<string, string>>, initial: FieldErrors = {}) {
  const [errors, setErrors] = useState<FieldErrors>(initial)
  const show = (error: unknown, form: HTMLFormElement | null): boolean => {
    const named = fieldErrorOf(errorText(error), fields)
    // Shown before the focus moves, so that the field is announced with its message.
    flushSync(() => setErrors(named ? { [named.field]: named.text } : {}))
    if (!named) return false
    const input = form?.elements.namedItem(named.field)
    if (input instanceof HTMLElement) input.focus()
    return true
  }
  return { errors, show, clear: () => setErrors({}) }
}
