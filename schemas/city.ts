import { z } from 'zod'
import { Text } from './common.ts'

const ZIP_FORMAT = 'must be a 5-digit ZIP code, like "33755"'

/** A ZIP code as quoted text ("33755"). Unquoted, YAML reads it as a number, and a leading zero would be lost: it is not taken, but named. */
const ZipCode = z
  .string({
    error: ({ input }) =>
      typeof input !== 'number'
        ? undefined
        : /^\d{5}$/.test(String(input))
          ? `a ZIP code goes in quotes: write "${input}"`
          : 'must be a 5-digit ZIP code in quotes, like "33755"',
  })
  .regex(/^\d{5}$/, ZIP_FORMAT)

/** A slug the city's page had before a rename: its old file name without `.yaml`. */
const FormerSlug = z
  .string()
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    'must be a slug: lowercase letters, digits and single hyphens, like "saint-cloud" (the old file name without .yaml)',
  )

/** What makes one city's page about that city and no other. */
export const LocalContentSchema = z.strictObject({
  neighborhoods: Text.meta({
    description: 'Neighborhoods or areas, separated by commas: Countryside, Island Estates, Harbor Oaks.',
  }),
  landmarks: Text.meta({ description: 'Landmarks a local would know, separated by commas.' }),
  yearEstablished: z
    .number()
    .int()
    .min(1500)
    .refine((year) => year <= new Date().getFullYear(), {
      error: () =>
        `is in the future (this is ${new Date().getFullYear()}): write the year the place was incorporated or founded`,
      params: { inForm: 'A year in the future: write the year the place was incorporated or founded' },
    })
    .optional()
    .meta({
      description:
        'The year the place was incorporated or founded. Leave it empty for a community that was never incorporated.',
    }),
  popularService: Text.meta({ description: 'The service most asked for here, and why.' }),
  mainChallenge: Text.meta({ description: 'The main problem local homes face, and what the business does about it.' }),
  testimonial: Text.meta({ description: "A customer's words about a job in this city." }),
  testimonialName: Text.meta({ description: 'Who said it: Dana R., Countryside.' }),
})

/** A city or community served; one file per city at content/cities/<slug>.yaml. */
export const CitySchema = z.strictObject({
  name: Text.meta({
    description: "The city's name as locals write it (St. Petersburg); the page's address is made from it.",
  }),
  formerSlugs: z.array(FormerSlug).optional().meta({
    description:
      "The page's addresses before the city was renamed (saint-cloud): each old address sends visitors and search engines on to the current page.",
  }),
  county: Text.meta({
    description: 'The county the city is in, one of the counties served (without the word County).',
  }),
  region: Text.meta({ description: 'The region the county is in (Tampa Bay, Central Florida…).' }),
  isHQ: z.boolean().optional().meta({ description: 'Set for the one city where the business has its headquarters.' }),
  mapMarker: Text.optional().meta({
    description:
      'For the cities shown as markers on the service-area map: which kind of marker (the kinds are set on the Service area page).',
  }),
  position: z
    .strictObject({
      latitude: z.number().meta({ description: 'Latitude, in degrees.' }),
      longitude: z.number().meta({ description: 'Longitude, in degrees (negative west of Greenwich).' }),
    })
    .meta({ description: 'Where the city centre is: inside the state, and near the other cities of its county.' }),
  description: Text.meta({ description: "Two paragraphs about the city's homes, its climate and how it is served." }),
  zipCodes: z
    .array(ZipCode)
    .optional()
    .meta({ description: 'The ZIP codes served in the city, five digits each (33755).' }),
  communities: z.array(Text).optional().meta({ description: 'Named communities or subdivisions in the city.' }),
  localContent: LocalContentSchema.meta({ description: "What makes this city's page about this city and no other." }),
})
export type CityInput = z.input<typeof CitySchema>
export type CityData = z.output<typeof CitySchema>
