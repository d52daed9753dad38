import { Field, inputClass, type FieldErrors, type FieldRules } from './Field.tsx'
import { TEXT_CONSENT, type Choice, type FormTarget, type FormValues, type TextConsentBox } from '../shared/forms.ts'
import {
  ChoiceSelect,
  ErrorSummary,
  ServiceAreaNote,
  SubmitButton,
  TargetFields,
  TextConsent,
} from './LeadFormParts.tsx'
import { useLeadForm, type FieldFor } from './useLeadForm.ts'
import { useServiceAreaNote } from './useServiceAreaNote.ts'

export interface ContactFormProps {
  target: FormTarget
  serviceTypes: Choice[]
  states: Choice[]
  /** Browser checks per field, from the contact form's schema. */
  rules: Record<string, FieldRules>
  formKey: string
  servedAt: string
  telephone: string
  /** The optional box asking to text the visitor about the request; null when the content offers none. */
  textConsent: TextConsentBox | null
  values?: FormValues
  errors?: FieldErrors
  /** A message about the whole form (rate limit, server trouble). */
  formError?: string
}

/** Each field's label, in the form's order (the error summary's too). */
const LABELS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  address: 'Street Address',
  city: 'City',
  state: 'State',
  zip: 'ZIP Code',
  serviceType: 'Service Needed',
  message: 'How can we help?',
}

/** The contact form: a plain HTML form that works without JavaScript; with it, sent with fetch, then on to the thank-you page. */
export function ContactForm({
  target,
  serviceTypes,
  states,
  rules,
  formKey,
  servedAt,
  telephone,
  textConsent,
  values = {},
  errors: sentErrors,
  formError: sentFormError,
}: ContactFormProps) {
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
      aria-label="Request a free quote"
    >
      <TargetFields target={target} meta={meta} />
      <ErrorSummary formError={formError} errors={errors} labels={LABELS} shown={shown} />
      <PersonFields field={field} values={values} />
      <AddressFields field={field} values={values} states={states} area={area} />
      <Field {...field('serviceType')} label={LABELS.serviceType} className="sm:col-span-2">
        {(props) => (
          <ChoiceSelect
            {...props}
            choices={serviceTypes}
            placeholder="Select a Service"
            defaultValue={values.serviceType}
          />
        )}
      </Field>
      <Field {...field('message')} label={LABELS.message} className="sm:col-span-2">
        {(props) => <textarea {...props} rows={4} defaultValue={values.message} className={inputClass} />}
      </Field>
      <TextConsent box={textConsent} target={target} checked={values[TEXT_CONSENT] === 'yes'} />
      <SubmitButton label="Get My Free Quote" sending={sending} />
    </form>
  )
}

/** Field props by name: the field's browser checks and the error the server or the browser found. */

/** Who is asking, and how to reach them. */
function PersonFields({ field, values }: { field: FieldFor; values: FormValues }) {
  return (
    <>
      <Field {...field('firstName')} label={LABELS.firstName}>
        {(props) => (
          <input
            {...props}
            type="text"
            autoComplete="given-name"
            defaultValue={values.firstName}
            className={inputClass}
          />
        )}
      </Field>
      <Field {...field('lastName')} label={LABELS.lastName}>
        {(props) => (
          <input
            {...props}
            type="text"
            autoComplete="family-name"
            defaultValue={values.lastName}
            className={inputClass}
          />
        )}
      </Field>
      <Field {...field('email')} label={LABELS.email}>
        {(props) => (
          <input {...props} type="email" autoComplete="email" defaultValue={values.email} className={inputClass} />
        )}
      </Field>
      <Field {...field('phone')} label={LABELS.phone}>
        {(props) => (
          <input {...props} type="tel" autoComplete="tel" defaultValue={values.phone} className={inputClass} />
        )}
      </Field>
    </>
  )
}

/** Where the work is: street, city, and state and ZIP side by side. */
function AddressFields({
  field,
  values,
  states,
  area,
}: {
  field: FieldFor
  values: FormValues
  states: Choice[]
  area: ReturnType<typeof useServiceAreaNote>
}) {
  return (
    <>
      <Field {...field('address')} label={LABELS.address} className="sm:col-span-2">
        {(props) => (
          <input
            {...props}
            type="text"
            autoComplete="address-line1"
            defaultValue={values.address}
            className={inputClass}
          />
        )}
      </Field>
      <Field {...field('city')} label={LABELS.city}>
        {(props) => (
          <input
            {...props}
            type="text"
            autoComplete="address-level2"
            defaultValue={values.city}
            className={inputClass}
          />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field {...field('state')} label={LABELS.state}>
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
        <Field {...field('zip')} label={LABELS.zip}>
          {(props) => (
            <input
              {...props}
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              defaultValue={values.zip}
              // Whether we serve it: asked once five digits are typed, and of anything typed on leaving the field.
              onChange={(event) =>
                /^\d{5}$/.test(event.currentTarget.value.trim()) && area.check(event.currentTarget.value)
              }
              onBlur={(event) => area.check(event.currentTarget.value)}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <ServiceAreaNote answer={area.answer} className="sm:col-span-2" />
    </>
  )
}
