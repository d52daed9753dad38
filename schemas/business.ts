import { z } from 'zod'
import { type FaqItem, PublicAsset, Text } from './common.ts'
import { ReviewRequestSchema } from './review-request.ts'
import { dayName } from '../shared/open-now.ts'

const Time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time like "07:00" or "20:00"')
const Day = z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])

/** Opening hours for a group of days. */
export const HoursRowSchema = z.strictObject({
  label: Text.meta({ description: 'Label shown to visitors: Mon-Fri.' }),
  days: z.array(Day).min(1).meta({ description: 'The days this row covers (for search engines).' }),
  opens: Time.optional().meta({ description: 'Opening time, 24-hour (07:00); empty on closed days.' }),
  closes: Time.optional().meta({ description: 'Closing time, 24-hour.' }),
  closed: z.boolean().optional().meta({ description: 'Set when closed on these days.' }),
})
export type HoursRow = z.output<typeof HoursRowSchema>

/** A day closed, or with other hours than the week's: a holiday, a storm day. */
export const SpecialDaySchema = z
  .strictObject({
    date: z.iso.date('must be a date written year-month-day, like "2026-12-25"').meta({
      description: 'The day: 2026-12-25.',
    }),
    name: Text.meta({ description: 'What the day is, as visitors read it: Christmas Day, Hurricane closure.' }),
    closed: z.boolean().optional().meta({ description: 'Set when closed all day.' }),
    opens: Time.optional().meta({ description: 'Opening time that day, 24-hour (09:00); empty when closed.' }),
    closes: Time.optional().meta({ description: 'Closing time that day, 24-hour (13:00).' }),
  })
  .superRefine((day, check) => {
    if (day.closed && (day.opens || day.closes))
      check.addIssue({
        code: 'custom',
        path: ['closed'],
        message: 'a day closed has no opening or closing time: clear the times, or unset closed',
        params: { inForm: 'A day closed has no opening or closing time: clear the times, or untick Closed' },
      })
    else if (!day.closed && (!day.opens || !day.closes))
      check.addIssue({
        code: 'custom',
        path: [day.opens ? 'closes' : 'opens'],
        message: 'give the day both an opening and a closing time, or set closed',
        params: { inForm: 'Give the day both an opening and a closing time, or tick Closed' },
      })
    else if (day.opens && day.closes && day.opens >= day.closes)
      check.addIssue({
        code: 'custom',
        path: ['closes'],
        message: `closes at ${day.closes}, not after it opens (${day.opens})`,
        params: { inForm: `The closing time must be after the opening time (${day.opens})` },
      })
  })
export type SpecialDay = z.output<typeof SpecialDaySchema>

/** One set of hours the business keeps, and what it is for. */
export const HoursSetSchema = z.strictObject({
  name: Text.meta({
    description: 'What these hours are for, shown above them wherever they appear: Service calls, Office.',
  }),
  rows: z.array(HoursRowSchema).min(1).meta({ description: 'The days and times, in the order shown.' }),
})
export type HoursSet = z.output<typeof HoursSetSchema>

/** The business itself (content/business.yaml): who it is, how to reach it, what it promises. */
export const BusinessSchema = z.strictObject({
  name: Text.meta({ description: 'Business name shown in the header, footer and search results.' }),
  tagline: Text.meta({ description: 'Short line under the name.' }),
  logo: PublicAsset.meta({ description: 'The logo, shown in the header and on share cards.' }),
  telephone: z
    .string()
    .regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'must be written like "(813) 555-0142"')
    .meta({ description: 'Phone number as shown to visitors: (813) 555-0142.' }),
  email: z.email().meta({ description: 'Email address for enquiries.' }),
  address: z
    .strictObject({
      street: Text.meta({ description: 'Street and suite: 275 State Street East, Suite 110.' }),
      locality: Text.meta({ description: 'The city or town: Oldsmar.' }),
      region: z
        .string()
        .regex(/^[A-Z]{2}$/, 'must be a two-letter state code like "FL"')
        .meta({ description: 'Two-letter state code.' }),
      postalCode: z
        .string()
        .regex(/^\d{5}$/, 'must be a 5-digit ZIP code, like "34677"')
        .meta({ description: 'Five-digit ZIP code: 34677.' }),
      country: z
        .string()
        .regex(/^[A-Z]{2}$/, 'must be a two-letter country code like "US"')
        .meta({ description: 'Two-letter country code: US.' }),
    })
    .meta({ description: "The office's postal address, shown to visitors and given to search engines." }),
  geo: z
    .strictObject({
      latitude: z.number().meta({ description: 'Latitude, in degrees.' }),
      longitude: z.number().meta({ description: 'Longitude, in degrees (negative west of Greenwich).' }),
    })
    .meta({ description: 'Coordinates of the main office.' }),
  hours: z
    .array(HoursSetSchema)
    .min(1)
    .refine((sets) => new Set(sets.map((set) => set.name)).size === sets.length, 'each set of hours needs its own name')
    .meta({
      description:
        'Every set of hours the business keeps, each shown under its name wherever hours appear (footer, contact, booking, the FAQ page and any FAQ answer set to show them). The first set is given to search engines as the opening hours, and the header says from it whether the business is open now; every set is given to search engines as a contact point by name.',
    }),
  specialDays: z
    .array(SpecialDaySchema)
    .optional()
    .superRefine((days, check) => {
      const seen = new Set<string>()
      days?.forEach((day, i) => {
        if (seen.has(day.date))
          check.addIssue({
            code: 'custom',
            path: [i, 'date'],
            message: `${day.date} is listed twice: one entry a day`,
            params: { inForm: `${dayName(day.date)} is listed twice: one entry a day` },
          })
        seen.add(day.date)
      })
    })
    .meta({
      description:
        'Days closed or with other hours than the usual ones (holidays, a storm day): the open-now status, the booking form and search engines follow them, for every set of hours. Past days may stay listed.',
    }),
  afterHoursNote: Text.meta({ description: 'What happens to urgent requests outside hours.' }),
  emailResponse: Text.meta({ description: 'How fast emails are answered.' }),
  social: z
    .array(
      z.strictObject({
        label: Text.meta({ description: 'Name of the network shown: Facebook.' }),
        url: z.url().meta({ description: "Address of the business's profile on it." }),
      }),
    )
    .meta({ description: 'Social profiles.' }),
  serviceRadiusMiles: z.number().positive().meta({
    description:
      'Radius, in miles, of the area served around the office (for search engines); a ZIP code or town no city lists is "near" within this distance of a city.',
  }),
  priceRange: z
    .string()
    .regex(/^\${1,4}$/, 'must be "$", "$$", "$$$" or "$$$$"')
    .meta({ description: 'Price range for search engines: "$" to "$$$$".' }),
  schemaType: z
    .enum([
      'HomeAndConstructionBusiness',
      'LocalBusiness',
      'HousePainter',
      'Plumber',
      'Electrician',
      'RoofingContractor',
      'GeneralContractor',
      'HVACBusiness',
      'Locksmith',
    ])
    .meta({ description: 'The schema.org type of the business.' }),
  servingSince: z
    .number()
    .int()
    .min(1800)
    .max(2100)
    .meta({ description: 'Year the business started serving customers.' }),
  claims: z.array(Text).min(1).meta({ description: 'Claims the site makes about the business, each a short phrase.' }),
  timeZone: z
    .string()
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone })
        return true
      } catch {
        return false
      }
    }, 'must be a time zone name like "America/New_York"')
    .meta({ description: "The business's time zone (IANA name), for dates such as the earliest booking day." }),
  state: Text.meta({ description: 'State the business works in (used in text such as "across Florida").' }),
  cityPagePrefix: z
    .string()
    .regex(/^[a-z0-9-]*$/, 'must be lowercase letters, digits and hyphens')
    .meta({
      description:
        "Start of every city page's address after /service-area/: garage-door-repair- makes /service-area/garage-door-repair-clearwater.",
    }),
  stateOutline: z
    .array(z.tuple([z.number(), z.number()]))
    .min(3)
    .meta({
      description:
        'A coarse outline of the state as [latitude, longitude] points, used to catch mistyped city coordinates (a city must fall inside it).',
    }),
  review: ReviewRequestSchema.optional().meta({
    description:
      'Asking customers for a review once a job is done; left out, /review finds nothing and the lead page offers no request.',
  }),
})
export type Business = z.output<typeof BusinessSchema>

/** A set of hours as visitors read it: `Service calls`, then `Mon-Fri` `7am-8pm`, … */
export interface ShownHours {
  name: string
  rows: { label: string; text: string }[]
}

/** Every set of hours as shown in the footer, contact, booking and FAQ pages. */
export function shownHours(sets: HoursSet[]): ShownHours[] {
  return sets.map((set) => ({
    name: set.name,
    rows: set.rows.map((row) => ({ label: row.label, text: hoursText(row) })),
  }))
}

/** The hours in one sentence per set, for answers: `Service calls: Mon-Fri 7am-8pm, Sat 8am-5pm, Sun 9am-3pm.` */
export function hoursSentences(sets: HoursSet[]): string {
  return shownHours(sets)
    .map((set) => `${set.name}: ${set.rows.map((row) => `${row.label} ${row.text}`).join(', ')}.`)
    .join(' ')
}

/** FAQ answers marked `hours: true` open with the hours, so that an answer about hours states the same ones as the footer. */
export function withHours(items: FaqItem[], sets: HoursSet[] | undefined): FaqItem[] {
  return items.map((item) =>
    item.hours && sets ? { ...item, answer: `${hoursSentences(sets)} ${item.answer}` } : item,
  )
}

/** `07:00`–`20:00` → `7am-8pm`; a day without times is `closed`. */
function hoursText({ opens, closes, closed }: HoursRow): string {
  if (closed || !opens || !closes) return 'closed'
  return `${clock(opens)}-${clock(closes)}`
}

function clock(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number]
  const suffix = h >= 12 ? 'pm' : 'am'
  const hour = h % 12 || 12
  return m ? `${hour}:${String(m).padStart(2, '0')}${suffix}` : `${hour}${suffix}`
}
