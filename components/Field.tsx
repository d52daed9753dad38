import type { ReactNode } from 'react'

export type FieldErrors = Partial<Record<string, string>>

/** What the browser checks for a field (from the form's schema). */
export interface FieldRules {
  required: boolean
  maxLength?: number
  pattern?: string
}

export interface FieldProps {
  name: string
  label: string
  rules?: FieldRules
  error?: string
  /** A standing note under the field (what it takes), read with it as its description. */
  hint?: ReactNode
  className?: string
  children: (input: {
    id: string
    name: string
    required?: boolean
    maxLength?: number
    pattern?: string
    'aria-invalid'?: true
    'aria-describedby'?: string
  }) => ReactNode
}

export const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-accent-600'

/** A labelled form control with its error message (and hint) tied to it for screen readers. */
export function Field({ name, label, rules, error, hint, className = '', children }: FieldProps) {
  const id = `field-${name}`
  const required = rules?.required ?? false
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ')
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
        {required && (
          <span className="text-accent-700" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children({
        id,
        name,
        required: required || undefined,
        maxLength: rules?.maxLength,
        pattern: rules?.pattern,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-accent-700">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  )
}
