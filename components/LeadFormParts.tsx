import { useEffect, useRef, type ComponentPropsWithRef } from 'react'
import { inputClass, type FieldErrors } from './Field.tsx'
import {
  TEXT_CONSENT,
  TEXT_CONSENT_VERSION,
  type Choice,
  type FormTarget,
  type TextConsentBox,
} from '../shared/forms.ts'
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

/**
 * What is wrong with a form sent back, the GOV.UK error summary: "There is a problem", the message
 * about the whole form, and a link to each field with an error (a link focuses its field, without
 * JavaScript too). It takes focus as it appears, so it is on screen and read out: on a page the
 * server sent back by `autofocus`; when the script shows the server's answer, each time `shown`
 * counts one more answer.
 */
export function ErrorSummary({
  formError,
  errors,
  labels,
  shown,
}: {
  formError?: string
  errors: FieldErrors
  /** Each field's label by name, in the form's order: the links' order and words. */
  labels: Record<string, string>
  shown: number
}) {
  const summary = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (shown > 0) summary.current?.focus()
  }, [shown])
  const names = [...Object.keys(labels), ...Object.keys(errors)].filter(
    (name, i, all) => errors[name] && all.indexOf(name) === i,
  )
  if (!formError && names.length === 0) return null
  return (
    <div
      ref={summary}
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the GOV.UK pattern: a form sent back opens on what to fix
      autoFocus
      // Named by its heading: focused, it is read as "There is a problem", then what it holds.
      role="group"
      aria-labelledby="error-summary-title"
      className="scroll-mt-24 rounded-lg border-2 border-accent-600 bg-red-50 px-4 py-3 outline-none focus:ring-4 focus:ring-accent-600/30 sm:col-span-2"
    >
      <div role="alert">
        <h2 id="error-summary-title" className="text-lg font-extrabold text-navy-900">
          There is a problem
        </h2>
        {formError && <p className="mt-1 font-medium text-accent-700">{formError}</p>}
        {names.length > 0 && (
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {names.map((name) => (
              <li key={name}>
                <a href={`#field-${name}`} className="font-semibold text-accent-700 underline">
                  {linkText(labels[name], errors[name]!)}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}

/** A message that says which field ("Please enter your city.") as it is; one that does not ("must be at most 60 characters") after the field's label. */
const linkText = (label: string | undefined, message: string) =>
  /^[A-Z]/.test(message) || !label ? message : `${label} ${message}`

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
  closed,
  ...input
}: ComponentPropsWithRef<'select'> & {
  choices: Choice[]
  placeholder: string
  /** Choices not to be had now (a booking's arrival windows outside the day's hours): shown, not offered. */
  closed?: ReadonlySet<string>
}) {
  return (
    <select {...input} defaultValue={defaultValue ?? ''} className={inputClass}>
      <option value="" disabled>
        {placeholder}
      </option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value} disabled={closed?.has(choice.value)}>
          {choice.label}
          {closed?.has(choice.value) ? ' (closed that day)' : ''}
        </option>
      ))}
    </select>
  )
}

/**
 * The optional box that asks to text the visitor about their request, never ticked beforehand: it
 * is ticked only when a form sent back had it ticked. Posted to this site's server, the wording's
 * version goes with it, so the lead records the words this visitor saw even if the wording changes
 * before they send. Posted to a forwarder, which keeps no versions, a ticked box sends the wording
 * itself, so the forwarded email says what was agreed to.
 */
export function TextConsent({
  box,
  target,
  checked,
}: {
  box: TextConsentBox | null
  target: FormTarget
  checked: boolean
}) {
  if (!box) return null
  const server = target.mode === 'server'
  return (
    <div className="sm:col-span-2">
      {server && <input type="hidden" name={TEXT_CONSENT_VERSION} value={box.version} />}
      <label className="flex cursor-pointer items-start gap-3 text-sm text-slate-700">
        <input
          type="checkbox"
          name={TEXT_CONSENT}
          value={server ? 'yes' : box.text}
          defaultChecked={checked}
          className="mt-0.5 size-5 shrink-0 accent-brand-600"
        />
        <span>{box.text}</span>
      </label>
    </div>
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
