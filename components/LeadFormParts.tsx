import type { SelectHTMLAttributes } from 'react'
import { inputClass } from './Field.tsx'
import type { Choice, FormTarget } from '../shared/forms.ts'
import type { ServiceAreaAnswer } from '../shared/service-area.ts'

export interface LeadMetaValues {
  formKey: string
  servedAt: string
  landingPage: string
  referrer: string
}

/** The hidden fields every lead form carries: its key, when it was served, where the visit came from, and a trap for bots. */
function LeadMeta({ meta }: { meta: LeadMetaValues }) {
  return (
    <>
      <input type="hidden" name="formKey" value={meta.formKey} />
      <input type="hidden" name="servedAt" value={meta.servedAt} />
      <input type="hidden" name="landingPage" value={meta.landingPage} />
      <input type="hidden" name="referrer" value={meta.referrer} />
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Leave this empty
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  )
}

export function FormAlert({ message }: { message?: string }) {
  if (!message) return null
  return (
    <p
      role="alert"
      className="rounded-lg border border-accent-600/30 bg-red-50 px-4 py-3 font-medium text-accent-700 sm:col-span-2"
    >
      {message}
    </p>
  )
}

export function SubmitButton({ label, sending }: { label: string; sending: boolean }) {
  return (
    <div className="sm:col-span-2">
      <button
        type="submit"
        disabled={sending}
        className="inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-accent-600 px-6 py-3 text-base font-bold text-white hover:bg-accent-700 disabled:opacity-60 sm:w-auto"
      >
        {sending ? 'Sending...' : label}
      </button>
    </div>
  )
}

/** Where the form goes: the forwarder's hidden fields in static mode, this site's form key and trap otherwise. */
export function TargetFields({ target, meta }: { target: FormTarget; meta: LeadMetaValues }) {
  return (
    <>
      {target.hidden.map((hidden) => (
        <input key={hidden.name} type="hidden" name={hidden.name} value={hidden.value} />
      ))}
      {target.mode === 'server' && <LeadMeta meta={meta} />}
    </>
  )
}

/** A select that starts on a disabled placeholder, so a choice must be made. */
export function ChoiceSelect({
  choices,
  placeholder,
  defaultValue,
  ...input
}: SelectHTMLAttributes<HTMLSelectElement> & { choices: Choice[]; placeholder: string }) {
  return (
    <select {...input} defaultValue={defaultValue ?? ''} className={inputClass}>
      <option value="" disabled>
        {placeholder}
      </option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  )
}

/**
 * What the "Do we serve you?" check says of the ZIP code the form was given (useServiceAreaNote):
 * reassurance, or the phone for a place outside the area, whose request is still taken. No link
 * to a city page here: it would leave the form half filled.
 */
export function ServiceAreaNote({ answer, className = '' }: { answer: ServiceAreaAnswer | null; className?: string }) {
  return (
    <p
      role="status"
      data-service-area-note={answer?.kind}
      className={`text-sm empty:hidden ${answer?.kind === 'served' ? 'text-green-800' : 'text-slate-700'} ${className}`}
    >
      {answer?.message}
      {answer?.telephone && (
        <>
          {' '}
          <a href={answer.telephone.href} className="font-bold text-brand-700 underline">
            Call {answer.telephone.text}
          </a>
        </>
      )}
    </p>
  )
}
