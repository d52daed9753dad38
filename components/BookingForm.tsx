import type { BookingDays } from '../shared/booking-days.ts'
import { VISIT_LABELS, VisitFields, type TimeSlot } from './BookingVisitFields.tsx'
import { Field, inputClass, type FieldErrors, type FieldRules } from './Field.tsx'
import { TEXT_CONSENT, type Choice, type FormTarget, type FormValues, type TextConsentBox } from '../shared/forms.ts'
import { ErrorSummary, ServiceAreaNote, SubmitButton, TargetFields, TextConsent } from './LeadFormParts.tsx'
import { useLeadForm, type FieldFor } from './useLeadForm.ts'
import { useServiceAreaNote } from './useServiceAreaNote.ts'
import { zipInAddress } from '../shared/service-area.ts'

export interface BookingFormProps {
  target: FormTarget
  serviceTypes: Choice[]
  timeSlots: TimeSlot[]
  urgency: Choice[]
  rules: Record<string, FieldRules>
  /** The business's days: a day closed, and the windows outside a day's hours, are not offered. */
  days: BookingDays
  /** The earliest day that can be chosen, YYYY-MM-DD, in the business's time zone. */
  minDate: string
  /** IANA time zone of the business, so the browser can move minDate forward to today. */
  timeZone: string
  formKey: string
  servedAt: string
  telephone: string
  /** The optional box asking to text the visitor about the request; null when the content offers none. */
  textConsent: TextConsentBox | null
  values?: FormValues
  errors?: FieldErrors
  formError?: string
}

/** Each field's label, in the form's order (the error summary's too). */
const LABELS = {
  fullName: 'Full Name',
  email: 'Email',
  phone: 'Phone',
  address: 'Service Address',
  ...VISIT_LABELS,
  urgency: 'How urgent is it?',
  additionalNotes: 'Anything we should know?',
}

/**
 * The booking form: a plain post without JavaScript; with it, sent with fetch. Either way a stored
 * booking goes on to its confirmation, /thank-you?request=… (server/routes/thank-you.ts).
 */
export function BookingForm({
  target,
  serviceTypes,
  timeSlots,
  urgency,
  rules,
  days,
  minDate,
  timeZone,
  formKey,
  servedAt,
  telephone,
  textConsent,
  values = {},
  errors: sentErrors,
  formError: sentFormError,
}: BookingFormProps) {
  const { meta, errors, formError, shown, sending, onSubmit, field } = useLeadForm({
    target,
    rules,
    formKey,
    servedAt,
    telephone,
    errors: sentErrors,
    formError: sentFormError,
    onStored: (next) => window.location.assign(next),
  })
  const area = useServiceAreaNote(target)
  return (
    <form
      method="post"
      action={target.action}
      onSubmit={onSubmit}
      className="relative grid gap-5 sm:grid-cols-2"
      aria-label="Book a service"
    >
      <TargetFields target={target} meta={meta} />
      <ErrorSummary formError={formError} errors={errors} labels={LABELS} shown={shown} />
      <CustomerFields field={field} values={values} area={area} />
      <VisitFields
        field={field}
        values={values}
        serviceTypes={serviceTypes}
        timeSlots={timeSlots}
        days={days}
        minDate={minDate}
        timeZone={timeZone}
      />
      <UrgencyChoices urgency={urgency} chosen={values.urgency} />
      <Field {...field('additionalNotes')} label={LABELS.additionalNotes} className="sm:col-span-2">
        {(p) => <textarea {...p} rows={4} defaultValue={values.additionalNotes} className={inputClass} />}
      </Field>
      <TextConsent box={textConsent} target={target} checked={values[TEXT_CONSENT] === 'yes'} />
      <SubmitButton label="Request Booking" sending={sending} />
    </form>
  )
}

/** Who is booking and where the work is. */
function CustomerFields({
  field,
  values,
  area,
}: {
  field: FieldFor
  values: FormValues
  area: ReturnType<typeof useServiceAreaNote>
}) {
  return (
    <>
      <Field {...field('fullName')} label={LABELS.fullName} className="sm:col-span-2">
        {(p) => <input {...p} type="text" autoComplete="name" defaultValue={values.fullName} className={inputClass} />}
      </Field>
      <Field {...field('email')} label={LABELS.email}>
        {(p) => <input {...p} type="email" autoComplete="email" defaultValue={values.email} className={inputClass} />}
      </Field>
      <Field {...field('phone')} label={LABELS.phone}>
        {(p) => <input {...p} type="tel" autoComplete="tel" defaultValue={values.phone} className={inputClass} />}
      </Field>
      {/* The whole address in one box: street-address autofill is for a multi-line field. */}
      <Field {...field('address')} label={LABELS.address} className="sm:col-span-2">
        {(p) => (
          <textarea
            {...p}
            rows={2}
            autoComplete="street-address"
            defaultValue={values.address}
            // Whether we serve the ZIP code the address ends with, once the visitor leaves the field.
            onBlur={(event) => area.check(zipInAddress(event.currentTarget.value))}
            className={inputClass}
          />
        )}
      </Field>
      <ServiceAreaNote answer={area.answer} className="sm:col-span-2" />
    </>
  )
}

/** How urgent the job is: the choice sent back, else the first. */
function UrgencyChoices({ urgency, chosen }: { urgency: Choice[]; chosen?: string }) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-2 text-sm font-semibold text-slate-800">{LABELS.urgency}</legend>
      <div className="flex flex-wrap gap-3">
        {urgency.map((choice, i) => (
          <label
            key={choice.value}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 py-2.5 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              id={i === 0 ? 'field-urgency' : undefined}
              name="urgency"
              value={choice.value}
              defaultChecked={chosen ? chosen === choice.value : i === 0}
              className="size-4 accent-brand-600"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
