import { z } from 'zod'
import { type FaqItem, PublicAsset, Text } from './common.ts'
import { ReviewRequestSchema } from './review-request.ts'

const Time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time like "07:00" or "20:00"')
const Day = z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])

/** Opening hours for a group of days. */
export const HoursRowSchema = z.strictObject({
  /** Label shown to visitors: `Mon-Fri`. */
  label: Text,
  /** The days this row covers (for search engines). */
  days: z.array(Day).min(1),
  /** Opening time, 24-hour; omit with `closed: true`. */
  opens: Time.optional(),
  /** Closing time, 24-hour. */
  closes: Time.optional(),
  /** True when closed on these days. */
  closed: z.boolean().optional(),
})
export type HoursRow = z.output<typeof HoursRowSchema>

/** One set of hours the business keeps, and what it is for. */
export const HoursSetSchema = z.strictObject({
  /** What these hours are for, shown above them wherever they appear: `Service calls`, `Office`. */
  name: Text,
  /** The days and times, in the order shown. */
  rows: z.array(HoursRowSchema).min(1),
})
export type HoursSet = z.output<typeof HoursSetSchema>

/** The business itself (content/business.yaml): who it is, how to reach it, what it promises. */
export const BusinessSchema = z.strictObject({
  /** Business name shown in the header, footer and search results. */
  name: Text,
  /** Short line under the name. */
  tagline: Text,
  /** Logo image under public/. */
  logo: PublicAsset,
  /** Phone number as shown to visitors: `(813) 555-0142`. */
  telephone: z.string().regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'must be written like "(813) 555-0142"'),
  /** Email address for enquiries. */
  email: z.email(),
  address: z.strictObject({
    street: Text,
    locality: Text,
    /** Two-letter state code. */
    region: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter state code like "FL"'),
    postalCode: z.string().regex(/^\d{5}$/, 'must be a 5-digit ZIP code in quotes'),
    country: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code like "US"'),
  }),
  /** Coordinates of the main office. */
  geo: z.strictObject({ latitude: z.number(), longitude: z.number() }),
  /**
   * Every set of hours the business keeps, each shown under its name wherever hours appear (footer,
   * contact, booking, the FAQ page and any FAQ answer marked `hours: true`). The first set is given
   * to search engines as the opening hours, and the header says from it whether the business is open
   * now; every set is given to search engines as a contact point by name.
   */
  hours: z
    .array(HoursSetSchema)
    .min(1)
    .refine(
      (sets) => new Set(sets.map((set) => set.name)).size === sets.length,
      'each set of hours needs its own name',
    ),
  /** What happens to urgent requests outside hours. */
  afterHoursNote: Text,
  /** How fast emails are answered. */
  emailResponse: Text,
  /** Social profiles. */
  social: z.array(z.strictObject({ label: Text, url: z.url() })),
  /** Radius, in miles, of the area served around the office (for search engines); a ZIP code or town no city lists is "near" within this distance of a city. */
  serviceRadiusMiles: z.number().positive(),
  /** Price range for search engines: "$" to "$$$$". */
  priceRange: z.string().regex(/^\${1,4}$/, 'must be "$", "$$", "$$$" or "$$$$"'),
  /** The schema.org type of the business. */
  schemaType: z.enum([
    'HomeAndConstructionBusiness',
    'LocalBusiness',
    'HousePainter',
    'Plumber',
    'Electrician',
    'RoofingContractor',
    'GeneralContractor',
    'HVACBusiness',
    'Locksmith',
  ]),
  /** Year the business started serving customers. */
  servingSince: z.number().int().min(1800).max(2100),
  /** Claims the site makes about the business, each a short phrase. */
  claims: z.array(Text).min(1),
  /** The business's time zone (IANA name), for dates such as the earliest booking day. */
  timeZone: z.string().refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone })
      return true
    } catch {
      return false
    }
  }, 'must be a time zone name like "America/New_York"'),
  /** State the business works in (used in text such as "across Florida"). */
  state: Text,
  /** Start of every city page's address after /service-area/: `garage-door-repair-` makes /service-area/garage-door-repair-clearwater. */
  cityPagePrefix: z.string().regex(/^[a-z0-9-]*$/, 'must be lowercase letters, digits and hyphens'),
  /**
   * A coarse outline of the state as [latitude, longitude] points, used to catch mistyped
   * city coordinates (a city must fall inside it).
   */
  stateOutline: z.array(z.tuple([z.number(), z.number()])).min(3),
  /** Asking customers for a review once a job is done; left out, /review finds nothing and the lead page offers no request. */
  review: ReviewRequestSchema.optional(),
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
