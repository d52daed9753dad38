import { Field, inputClass, type FieldErrors } from './Field.tsx'
import type { Choice, FormTarget, FormValues } from './forms.ts'

export interface ContactFormProps {
  target: FormTarget
  serviceTypes: Choice[]
  states: Choice[]
  values?: FormValues
  errors?: FieldErrors
  /** A message about the whole form (rate limit, server trouble). */
  formError?: string
}

/** The contact form: a plain HTML form that works without JavaScript. */
export function ContactForm({ target, serviceTypes, states, values = {}, errors = {}, formError }: ContactFormProps) {
  return (
    <form method="post" action={target.action} className="grid gap-5 sm:grid-cols-2" aria-label="Request a free quote">
      {target.hidden.map((field) => (
        <input key={field.name} type="hidden" name={field.name} value={field.value} />
      ))}
      {formError && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 font-medium text-accent-700 sm:col-span-2">
          {formError}
        </p>
      )}
      <Field name="firstName" label="First Name" required error={errors.firstName}>
        {(props) => <input {...props} type="text" autoComplete="given-name" defaultValue={values.firstName} className={inputClass} />}
      </Field>
      <Field name="lastName" label="Last Name" required error={errors.lastName}>
        {(props) => <input {...props} type="text" autoComplete="family-name" defaultValue={values.lastName} className={inputClass} />}
      </Field>
      <Field name="email" label="Email" required error={errors.email}>
        {(props) => <input {...props} type="email" autoComplete="email" defaultValue={values.email} className={inputClass} />}
      </Field>
      <Field name="phone" label="Phone" required error={errors.phone}>
        {(props) => <input {...props} type="tel" autoComplete="tel" defaultValue={values.phone} className={inputClass} />}
      </Field>
      <Field name="address" label="Street Address" error={errors.address} className="sm:col-span-2">
        {(props) => <input {...props} type="text" autoComplete="street-address" defaultValue={values.address} className={inputClass} />}
      </Field>
      <Field name="city" label="City" required error={errors.city}>
        {(props) => <input {...props} type="text" autoComplete="address-level2" defaultValue={values.city} className={inputClass} />}
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field name="state" label="State" error={errors.state}>
          {(props) => (
            <select {...props} defaultValue={values.state ?? states[0]?.value} className={inputClass}>
              {states.map((state) => (
                <option key={state.value} value={state.value}>
                  {state.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="zip" label="ZIP Code" required error={errors.zip}>
          {(props) => <input {...props} type="text" inputMode="numeric" autoComplete="postal-code" defaultValue={values.zip} className={inputClass} />}
        </Field>
      </div>
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
      <Field name="message" label="How can we help?" error={errors.message} className="sm:col-span-2">
        {(props) => <textarea {...props} rows={4} defaultValue={values.message} className={inputClass} />}
      </Field>
      <div className="sm:col-span-2">
        <button type="submit" className="inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-accent-600 px-6 py-3 text-base font-bold text-white hover:bg-accent-700 sm:w-auto">
          Get My Free Quote
        </button>
      </div>
    </form>
  )
}
