import { useEffect, useState } from 'react'
import { Field, inputClass, type FieldErrors } from './Field.tsx'
import type { Choice, FormTarget, FormValues } from './forms.ts'

export interface BookingFormProps {
  target: FormTarget
  serviceTypes: Choice[]
  timeSlots: Choice[]
  urgency: Choice[]
  /** The earliest day that can be chosen, YYYY-MM-DD, in the business's time zone. */
  minDate: string
  /** IANA time zone of the business, so the browser can move minDate forward to today. */
  timeZone: string
  values?: FormValues
  errors?: FieldErrors
  formError?: string
}

/** Today's date in a time zone, as YYYY-MM-DD. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

/** The booking form: a plain HTML form that works without JavaScript. */
export function BookingForm({ target, serviceTypes, timeSlots, urgency, minDate, timeZone, values = {}, errors = {}, formError }: BookingFormProps) {
  // The page is prerendered; in the browser, the earliest date becomes today.
  const [min, setMin] = useState(minDate)
  useEffect(() => setMin(todayIn(timeZone)), [timeZone])
  return (
    <form method="post" action={target.action} className="grid gap-5 sm:grid-cols-2" aria-label="Book a service">
      {target.hidden.map((field) => (
        <input key={field.name} type="hidden" name={field.name} value={field.value} />
      ))}
      {formError && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 font-medium text-accent-700 sm:col-span-2">
          {formError}
        </p>
      )}
      <Field name="fullName" label="Full Name" required error={errors.fullName} className="sm:col-span-2">
        {(props) => <input {...props} type="text" autoComplete="name" defaultValue={values.fullName} className={inputClass} />}
      </Field>
      <Field name="email" label="Email" required error={errors.email}>
        {(props) => <input {...props} type="email" autoComplete="email" defaultValue={values.email} className={inputClass} />}
      </Field>
      <Field name="phone" label="Phone" required error={errors.phone}>
        {(props) => <input {...props} type="tel" autoComplete="tel" defaultValue={values.phone} className={inputClass} />}
      </Field>
      <Field name="address" label="Service Address" required error={errors.address} className="sm:col-span-2">
        {(props) => <input {...props} type="text" autoComplete="street-address" defaultValue={values.address} className={inputClass} />}
      </Field>
      <Field name="serviceType" label="Service Needed" required error={errors.serviceType} className="sm:col-span-2">
        {(props) => (
          <select {...props} defaultValue={values.serviceType ?? ''} className={inputClass}>
            <option value="" disabled>
              Select a Service
            </option>
            {serviceTypes.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field name="preferredDate" label="Preferred Date" required error={errors.preferredDate}>
        {(props) => <input {...props} type="date" min={min} defaultValue={values.preferredDate} className={inputClass} />}
      </Field>
      <Field name="preferredTimeSlot" label="Preferred Time" required error={errors.preferredTimeSlot}>
        {(props) => (
          <select {...props} defaultValue={values.preferredTimeSlot ?? ''} className={inputClass}>
            <option value="" disabled>
              Select a Time Slot
            </option>
            {timeSlots.map((slot) => (
              <option key={slot.value} value={slot.value}>
                {slot.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset className="sm:col-span-2">
        <legend className="mb-2 text-sm font-semibold text-slate-800">How urgent is it?</legend>
        <div className="flex flex-wrap gap-3">
          {urgency.map((choice, i) => (
            <label key={choice.value} className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 py-2.5 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
              <input type="radio" name="urgency" value={choice.value} defaultChecked={values.urgency ? values.urgency === choice.value : i === 0} className="size-4 accent-brand-600" />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
      <Field name="additionalNotes" label="Anything we should know?" error={errors.additionalNotes} className="sm:col-span-2">
        {(props) => <textarea {...props} rows={4} defaultValue={values.additionalNotes} className={inputClass} />}
      </Field>
      <div className="sm:col-span-2">
        <button type="submit" className="inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-accent-600 px-6 py-3 text-base font-bold text-white hover:bg-accent-700 sm:w-auto">
          Request Booking
        </button>
      </div>
    </form>
  )
}
