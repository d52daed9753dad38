import { z } from 'zod'
import { InternalLink, LinkSchema, Text } from '../common.ts'
import { HeroSchema, LinkedBlockSchema, PointSchema, pageBase } from '../page.ts'

/**
 * Refuses "a" or "an" right before a name: which one is right depends on the name ("a Tampa",
 * "an Orlando"), so one wording for every city reads wrong for some of them.
 */
function noArticleBeforeName(value: string, ctx: z.RefinementCtx): void {
  const article = /\b(an?) \{(city|county)\}/i.exec(value)
  if (article)
    ctx.addIssue({
      code: 'custom',
      message: `puts "${article[1]}" before {${article[2]}}, which reads wrong for some names ("a Orlando"); word it without an article before the name, like "From a Customer in {city}"`,
      input: value,
    })
}

/** Text with {city}, {county} or {phone} filled in for each city. */
const CityTemplate = Text.regex(
  /^(?:[^{}]|\{(?:city|county|phone)\})*$/,
  'may only use the placeholders {city}, {county} and {phone}',
).superRefine(noArticleBeforeName)

/** A kind of marker on the service-area map, shown in its legend. */
const MarkerGroupSchema = z.strictObject({
  name: Text.meta({ description: 'Name in the legend and the popups: Tampa Bay.' }),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour written like "#1d4ed8"')
    .meta({ description: 'Colour of its markers, as #rrggbb.' }),
})

/** The service-area map. */
const MapSchema = z.strictObject({
  label: Text.meta({ description: 'Accessible name of the map.' }),
  center: z.tuple([z.number(), z.number()]).meta({ description: 'Where the map opens, [latitude, longitude].' }),
  zoom: z.number().min(1).max(18).multipleOf(0.5).meta({ description: 'The zoom it opens at (halves allowed).' }),
  headquartersRadiusKm: z
    .number()
    .positive()
    .meta({ description: 'Radius of the circle drawn around the headquarters, in kilometres.' }),
  holdMs: z.number().int().min(200).max(3000).meta({
    description: 'How long a press on the map must last to look up the nearest served city, in milliseconds.',
  }),
  nearestWithinMiles: z
    .number()
    .positive()
    .meta({ description: 'A point farther than this from every served city gets the call prompt instead of a city.' }),
  tiles: z
    .strictObject({
      url: z
        .string()
        .regex(/^https:\/\/[^\s]*\{z\}[^\s]*\{x\}[^\s]*\{y\}/, 'must be an https address with {z}, {x} and {y}')
        .meta({ description: 'Address template with {z}, {x} and {y} (and optionally {s}).' }),
      attribution: Text.refine(
        (text) => !/[<>]/.test(text),
        'is shown as plain text, so HTML would show as typed: write the credit alone, and its link in Attribution URL',
      )
        .refine(
          (text) => !/&#?[a-z0-9]+;/i.test(text),
          'is shown as plain text: write the character itself (©), not its HTML entity',
        )
        .meta({ description: "The credit shown in the map's corner, as plain text: © OpenStreetMap contributors." }),
      attributionUrl: z
        .string()
        .regex(/^https:\/\/[^\s"'<>]+$/, 'must be an https address, like https://www.openstreetmap.org/copyright')
        .optional()
        .meta({
          description:
            "Where the credit links to, such as the provider's copyright page: https://www.openstreetmap.org/copyright.",
        }),
      subdomains: z
        .string()
        .regex(/^[a-z0-9]*$/)
        .optional()
        .meta({ description: 'Letters the {s} of the address takes in turn.' }),
    })
    .meta({ description: 'Map tiles and the credit the tile provider requires.' }),
  outsidePrompt: Text.meta({ description: 'The prompt shown for a point outside the service area.' }),
  markerGroups: z
    .array(MarkerGroupSchema)
    .meta({ description: "The kinds of city marker, in legend order; a city's Map marker names one of them." }),
  cityLinkLabel: Text.regex(/^(?:[^{}]|\{city\})*$/, 'may only use the placeholder {city}')
    .superRefine(noArticleBeforeName)
    .meta({
      description: "The link to a city's page in the map's popups; {city} is filled in: Garage door service in {city}.",
    }),
})

/** Wording of every city page; {city}, {county} and {phone} are filled in per city. */
const CityPageSchema = z.strictObject({
  heading: CityTemplate.meta({ description: "The page's main heading." }),
  seoTitle: CityTemplate.meta({ description: 'Title for search engines.' }),
  seoDescription: CityTemplate.meta({ description: 'Description for search engines.' }),
  neighborhoodsHeading: CityTemplate.meta({
    description: "Heading over the city's neighborhoods and communities, listed together.",
  }),
  landmarksHeading: CityTemplate.meta({ description: 'Heading over its landmarks.' }),
  challengeHeading: CityTemplate.meta({ description: 'Heading over its main challenge.' }),
  testimonialHeading: CityTemplate.meta({ description: "Heading over its customer's words." }),
  servicesHeading: CityTemplate.meta({ description: 'Heading over the services offered there.' }),
  nearbyHeading: CityTemplate.meta({ description: 'Heading over the nearby cities.' }),
  faqHeading: CityTemplate.meta({ description: 'Heading over the featured questions.' }),
  quoteAction: LinkSchema.meta({ description: 'The quote button beside the call button.' }),
  factsHeading: CityTemplate.meta({
    description:
      'Heading of the quick-facts card in the hero (county, region, distance from the headquarters, ZIP codes).',
  }),
  bookAction: z
    .strictObject({
      label: CityTemplate.meta({ description: 'Its label.' }),
      href: InternalLink.meta({ description: 'Where it leads.' }),
    })
    .meta({ description: 'The booking button on that card.' }),
  cta: z
    .strictObject({
      heading: CityTemplate.meta({ description: 'Its heading.' }),
      text: CityTemplate.meta({ description: 'Its text.' }),
    })
    .meta({ description: 'The call-to-action band at the end.' }),
})

/** /service-area (content/pages/service-area.yaml); the cities come from content/cities/. */
export const ServiceAreaPageSchema = z.strictObject({
  ...pageBase,
  hero: HeroSchema.meta({ description: 'The top block.' }),
  intro: Text.meta({ description: 'Opening paragraphs, separated by a blank line.' }),
  mapHeading: Text.meta({ description: 'Heading over the map.' }),
  map: MapSchema.meta({ description: 'The service-area map.' }),
  citiesHeading: Text.meta({ description: 'Heading over the cities, listed by county.' }),
  allCitiesNote: Text.meta({ description: 'A line under the list of cities.' }),
  highlightsHeading: Text.meta({ description: 'Heading over the highlighted counties.' }),
  notListed: LinkedBlockSchema.meta({ description: 'The block for visitors whose community is not listed.' }),
  notSure: LinkedBlockSchema.meta({
    description:
      '"Not sure if we service your area?": under the hero, a call button, this link (to the contact form) and, when the server answers it, the "Do we serve you?" box beside them.',
  }),
  benefits: z
    .strictObject({
      heading: Text.meta({ description: "The section's heading." }),
      items: z.array(PointSchema).min(1).meta({ description: 'The benefits.' }),
    })
    .meta({ description: 'The benefits of a local business.' }),
  cityPage: CityPageSchema.meta({
    description: 'Wording of every city page; {city}, {county} and {phone} are filled in per city.',
  }),
})
export type ServiceAreaPage = z.output<typeof ServiceAreaPageSchema>
