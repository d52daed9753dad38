import { z } from 'zod'
import { bookingServiceTypes, type Forms } from './forms.ts'
import { bookingDays, dayName, type OpenWeek } from '../shared/open-now.ts'
import { bookingDayOf } from '../shared/booking-days.ts'

/**
 * The contact and booking forms, one Zod schema each, built from content/forms.yaml (the choices
 * offered). The server validates posts with them; the pages take their browser validation
 * attributes from them (fieldAttributes), so the two never disagree.
 */

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`)
const required = (max: number, what: string) => text(max).min(1, `Please enter ${what}.`)
const optional = (max: number) =>
  text(max)
    .optional()
    .transform((value) => value || undefined)

/** The most characters a free-text field (the contact form's message, a booking's notes) takes. */
export const LONG_TEXT_MAX = 2000

const characters = (value: unknown) => [...String(value)].length.toLocaleString('en-US')
/**
 * A free-text field whose limit only the server enforces: a browser's maxlength would cut a pasted
 * text short without a word, so the form has none, and a longer text is refused saying how long it is.
 */
const longText = (max: number, what: string) =>
  z
    .string()
    .trim()
    .refine((value) => [...value].length <= max, {
      error: (issue) =>
        `Please keep ${what} to ${max.toLocaleString('en-US')} characters (yours has ${characters(issue.input)}).`,
    })
    .optional()
    .transform((value) => value || undefined)

const email = z
  .string()
  .trim()
  .min(1, 'Please enter your email address.')
  .max(254, 'must be at most 254 characters')
  .pipe(z.email('Please enter a valid email address, like name@example.com.'))
/** What may stand between a phone number's digits: spaces and ( ) + - . */
const SEPARATOR = String.raw`[\(\)+.\- ]`
const SEPARATORS = `${SEPARATOR}*`
/**
 * A US number: 10 digits, or 11 beginning with 1, with separators anywhere. Written as the
 * browser's `pattern` takes it (compiled with the `v` flag, where ( ) and - in a class are escaped),
 * so the form checks the number in the browser as the server does (fieldAttributes).
 */
const PHONE_NUMBER = new RegExp(String.raw`^${SEPARATORS}(?:1${SEPARATORS})?(?:\d${SEPARATORS}){10}$`)
/** Digits and separators only, then a US number; the message quotes the content's example. */
const phone = (forms: Forms) =>
  required(30, 'your phone number')
    .regex(new RegExp(`^(?:\\d|${SEPARATOR})+$`), 'Please use only digits, spaces and ( ) + - in the phone number.')
    .regex(PHONE_NUMBER, `Please enter a 10-digit phone number, like ${forms.phoneExample}.`)

function choice(options: { value: string }[], message: string) {
  const values = options.map((o) => o.value) as [string, ...string[]]
  return z.string({ message }).refine((value) => values.includes(value), message)
}

export function contactLeadSchema(forms: Forms) {
  return z.object({
    firstName: required(60, 'your first name'),
    lastName: required(60, 'your last name'),
    email,
    phone: phone(forms),
    address: optional(200),
    city: required(80, 'your city'),
    state: choice(forms.contact.states, 'Please choose a state from the list.').default(forms.contact.states[0]!.value),
    zip: required(10, 'your ZIP code').regex(/^\d{5}(-\d{4})?$/, 'Please enter a 5-digit ZIP code.'),
    serviceType: choice(forms.serviceTypes, 'Please choose a service.'),
    message: longText(LONG_TEXT_MAX, 'the message'),
  })
}

/** `today` is YYYY-MM-DD in the business's time zone; a booking cannot be for an earlier day. */
export function bookingLeadSchema(forms: Forms, today: string) {
  return z.object({
    fullName: required(120, 'your name'),
    email,
    phone: phone(forms),
    address: required(200, 'the service address'),
    serviceType: choice(bookingServiceTypes(forms), 'Please choose a service.'),
    preferredDate: z
      .string({ message: 'Please choose a date.' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please choose a date.')
      .refine((date) => !Number.isNaN(Date.parse(`${date}T12:00:00Z`)), 'Please choose a real date.')
      .refine((date) => date >= today, 'Please choose today or a later date.'),
    preferredTimeSlot: choice(forms.booking.timeSlots, 'Please choose a time window.'),
    urgency: choice(forms.booking.urgency, 'Please choose how urgent it is.').default(forms.booking.urgency[0]!.value),
    additionalNotes: longText(LONG_TEXT_MAX, 'the notes'),
  })
}

/**
 * A booking's day and arrival window against the hours the business keeps that day (its special
 * days included): the day closed, or the window outside its hours, said at the field to change,
 * with what is open instead. Checked even when other fields are wrong, so that one answer says all.
 */
export function bookingHoursProblems(
  values: Record<string, string | undefined>,
  forms: Forms,
  week: OpenWeek,
): Record<string, string> {
  const { preferredDate: date, preferredTimeSlot: slot } = values
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T12:00:00Z`))) return {}
  const slots = forms.booking.timeSlots
  const day = bookingDayOf(bookingDays(week, slots), date)
  if (day.open.length === 0) return { preferredDate: day.said }
  if (!slot || day.open.includes(slot) || !slots.some((choice) => choice.value === slot)) return {}
  const open = slots.filter((choice) => day.open.includes(choice.value)).map((choice) => choice.label)
  return {
    preferredTimeSlot: `That window is outside our hours on ${dayName(date)}: please choose ${new Intl.ListFormat('en-US', { type: 'disjunction' }).format(open)}.`,
  }
}

/** What the browser enforces for a field, read off the schema. */
export interface FieldAttributes {
  required: boolean
  maxLength?: number
  pattern?: string
}

/** Browser validation attributes for every field of a form schema. */
export function fieldAttributes(schema: z.ZodObject): Record<string, FieldAttributes> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties: Record<
      string,
      { maxLength?: number; pattern?: string; allOf?: { maxLength?: number; pattern?: string }[] }
    >
    required?: string[]
  }
  return Object.fromEntries(
    Object.entries(json.properties).map(([name, property]) => {
      const parts = [property, ...(property.allOf ?? [])]
      const maxLength = parts.map((p) => p.maxLength).find((n) => n !== undefined)
      const pattern = browserPattern(parts.flatMap((p) => (p.pattern ? [p.pattern.replace(/^\^|\$$/g, '')] : [])))
      return [
        name,
        {
          required: json.required?.includes(name) ?? false,
          ...(maxLength ? { maxLength } : {}),
          ...(pattern ? { pattern } : {}),
        },
      ]
    }),
  )
}

/**
 * A field's patterns as one `pattern` attribute (which the browser anchors at both ends): each but
 * the last a lookahead over the whole value, so the value must match them all.
 */
function browserPattern(patterns: string[]): string | undefined {
  if (patterns.length <= 1) return patterns[0]
  return patterns
    .slice(0, -1)
    .map((pattern) => `(?=(?:${pattern})$)`)
    .concat(`(?:${patterns.at(-1)})`)
    .join('')
}
