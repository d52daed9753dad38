import { z } from 'zod'
import { Text } from './common.ts'

const ZIP_FORMAT = 'must be a 5-digit ZIP code in quotes, like "33755"'

/** A ZIP code as quoted text ("33755"). Unquoted, YAML reads it as a number, and a leading zero would be lost: it is not taken, but named. */
const ZipCode = z
  .string({
    error: ({ input }) =>
      typeof input !== 'number'
        ? undefined
        : /^\d{5}$/.test(String(input))
          ? `a ZIP code goes in quotes: write "${input}"`
          : ZIP_FORMAT,
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
    description: 'Comma text of neighborhoods or areas: Countryside, Island Estates, Harbor Oaks.',
  }),
  landmarks: Text.meta({ description: 'Comma text of landmarks a local would know.' }),
  yearEstablished: z.number().int().min(1500).max(2100).meta({ description: 'Year of incorporation or founding.' }),
  popularService: Text.meta({ description: 'The service most asked for here, and why.' }),
  mainChallenge: Text.meta({ description: 'The main problem local homes face, and what the business does about it.' }),
  testimonial: Text.meta({ description: "A customer's words about a job in this city." }),
  testimonialName: Text.meta({ description: 'Who said it: Dana R., Countryside.' }),
})

/** A city or community served; one file per city at content/cities/<slug>.yaml. */
export const CitySchema = z.strictObject({
  name: Text.meta({
    description: "The city's name as locals write it (St. Petersburg); the page address is made from it.",
  }),
  formerSlugs: z.array(FormerSlug).optional().meta({
    description:
      "Slugs of the city's page before it was renamed (saint-cloud): each old address answers with a permanent redirect to the current page, and search engines follow it.",
  }),
  county: Text.meta({ description: 'County name without the word "County"; must be listed in content/counties.yaml.' }),
  region: Text.meta({ description: 'Region name; must be listed in content/regions.yaml.' }),
  isHQ: z.boolean().optional().meta({ description: 'True for the one city where the business has its headquarters.' }),
  mapMarker: Text.optional().meta({
    description:
      'Set on the cities shown as markers on the service-area map: the name of a marker group in pages/service-area.yaml (map.markerGroups).',
  }),
  position: z
    .strictObject({
      latitude: z.number().meta({ description: 'Latitude, in degrees.' }),
      longitude: z.number().meta({ description: 'Longitude, in degrees (negative west of Greenwich).' }),
    })
    .meta({ description: 'Coordinates of the city centre; must be inside the state.' }),
  description: Text.meta({ description: "Two paragraphs about the city's homes, its climate and how it is served." }),
  zipCodes: z
    .array(ZipCode)
    .optional()
    .meta({ description: 'ZIP codes served in the city, as quoted text ("33755").' }),
  communities: z.array(Text).optional().meta({ description: 'Named communities or subdivisions in the city.' }),
  localContent: LocalContentSchema.meta({ description: "What makes this city's page about this city and no other." }),
})
export type CityInput = z.input<typeof CitySchema>
export type CityData = z.output<typeof CitySchema>
