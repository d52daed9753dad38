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
  /** Name in the legend and the popups: `Tampa Bay`. */
  name: Text,
  /** Colour of its markers, as #rrggbb. */
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour written like "#1d4ed8"'),
})

/** The service-area map. */
const MapSchema = z.strictObject({
  /** Accessible name of the map. */
  label: Text,
  /** Where the map opens, [latitude, longitude]. */
  center: z.tuple([z.number(), z.number()]),
  /** The zoom it opens at (halves allowed). */
  zoom: z.number().min(1).max(18).multipleOf(0.5),
  /** Radius of the circle drawn around the headquarters, in kilometres. */
  headquartersRadiusKm: z.number().positive(),
  /** How long a press on the map must last to look up the nearest served city, in milliseconds. */
  holdMs: z.number().int().min(200).max(3000),
  /** A point farther than this from every served city gets the call prompt instead of a city. */
  nearestWithinMiles: z.number().positive(),
  /** Map tiles and the credit the tile provider requires. */
  tiles: z.strictObject({
    /** Address template with {z}, {x} and {y} (and optionally {s}). */
    url: z
      .string()
      .regex(/^https:\/\/[^\s]*\{z\}[^\s]*\{x\}[^\s]*\{y\}/, 'must be an https address with {z}, {x} and {y}'),
    /** The credit shown in the map's corner, as plain text: `© OpenStreetMap contributors`. */
    attribution: Text.refine(
      (text) => !/[<>]/.test(text),
      'is shown as plain text, so HTML would show as typed: write the credit alone, and its link in attributionUrl',
    ).refine(
      (text) => !/&#?[a-z0-9]+;/i.test(text),
      'is shown as plain text: write the character itself (©), not its HTML entity',
    ),
    /** Where the credit links to, such as the provider's copyright page: `https://www.openstreetmap.org/copyright`. */
    attributionUrl: z
      .string()
      .regex(/^https:\/\/[^\s"'<>]+$/, 'must be an https address, like https://www.openstreetmap.org/copyright')
      .optional(),
    /** Letters the {s} of the address takes in turn. */
    subdomains: z
      .string()
      .regex(/^[a-z0-9]*$/)
      .optional(),
  }),
  /** The prompt shown for a point outside the service area. */
  outsidePrompt: Text,
  /** The kinds of city marker, in legend order; a city's mapMarker names one of them. */
  markerGroups: z.array(MarkerGroupSchema),
  /** The link to a city's page in the map's popups; {city} is filled in: `Garage door service in {city}`. */
  cityLinkLabel: Text.regex(/^(?:[^{}]|\{city\})*$/, 'may only use the placeholder {city}').superRefine(
    noArticleBeforeName,
  ),
})

/** Wording of every city page; {city}, {county} and {phone} are filled in per city. */
const CityPageSchema = z.strictObject({
  /** The page's main heading. */
  heading: CityTemplate,
  /** Title for search engines. */
  seoTitle: CityTemplate,
  /** Description for search engines. */
  seoDescription: CityTemplate,
  /** Heading over the city's neighborhoods and communities, listed together. */
  neighborhoodsHeading: CityTemplate,
  /** Heading over its landmarks. */
  landmarksHeading: CityTemplate,
  /** Heading over its main challenge. */
  challengeHeading: CityTemplate,
  /** Heading over its customer's words. */
  testimonialHeading: CityTemplate,
  /** Heading over the services offered there. */
  servicesHeading: CityTemplate,
  /** Heading over the nearby cities. */
  nearbyHeading: CityTemplate,
  /** Heading over the featured questions. */
  faqHeading: CityTemplate,
  /** The quote button beside the call button. */
  quoteAction: LinkSchema,
  /** Heading of the quick-facts card in the hero (county, region, distance from the headquarters, ZIP codes). */
  factsHeading: CityTemplate,
  /** The booking button on that card. */
  bookAction: z.strictObject({
    /** Its label. */
    label: CityTemplate,
    /** Where it leads. */
    href: InternalLink,
  }),
  /** The call-to-action band at the end. */
  cta: z.strictObject({
    /** Its heading. */
    heading: CityTemplate,
    /** Its text. */
    text: CityTemplate,
  }),
})

/** /service-area (content/pages/service-area.yaml); the cities come from content/cities/. */
export const ServiceAreaPageSchema = z.strictObject({
  ...pageBase,
  /** The top block. */
  hero: HeroSchema,
  /** Opening paragraphs, separated by a blank line. */
  intro: Text,
  /** Heading over the map. */
  mapHeading: Text,
  /** The service-area map. */
  map: MapSchema,
  /** Heading over the cities, listed by county. */
  citiesHeading: Text,
  /** A line under the list of cities. */
  allCitiesNote: Text,
  /** Heading over the highlighted counties. */
  highlightsHeading: Text,
  /** The block for visitors whose community is not listed. */
  notListed: LinkedBlockSchema,
  /**
   * "Not sure if we service your area?": under the hero, a call button, this link (to the contact
   * form) and, when the server answers it, the "Do we serve you?" box beside them.
   */
  notSure: LinkedBlockSchema,
  /** The benefits of a local business. */
  benefits: z.strictObject({
    /** The section's heading. */
    heading: Text,
    /** The benefits. */
    items: z.array(PointSchema).min(1),
  }),
  /** Wording of every city page; {city}, {county} and {phone} are filled in per city. */
  cityPage: CityPageSchema,
})
export type ServiceAreaPage = z.output<typeof ServiceAreaPageSchema>
