import { z } from 'zod'
import { IconName, InternalLink, LinkSchema, PublicAsset, SectionSchema, Text } from '../common.ts'
import { BlockSchema, HeroSchema, PointSchema, pageBase } from '../page.ts'

/** Text with {city}, {county} or {phone} filled in for each city. */
const CityTemplate = Text.regex(
  /^(?:[^{}]|\{(?:city|county|phone)\})*$/,
  'may only use the placeholders {city}, {county} and {phone}',
)

/** /why-choose-us (content/pages/why-choose-us.yaml). */
export const WhyChooseUsPageSchema = z.strictObject({
  ...pageBase,
  hero: HeroSchema,
  benefits: z.array(PointSchema).length(6),
  values: z.strictObject({ heading: Text, intro: Text, items: z.array(PointSchema).length(5) }),
  cta: BlockSchema.extend({ link: LinkSchema }),
})

/** /about (content/pages/about.yaml). */
export const AboutPageSchema = z.strictObject({
  ...pageBase,
  hero: HeroSchema,
  sections: z.array(SectionSchema).min(1),
  badges: z.array(PointSchema).min(1),
  cta: BlockSchema.extend({ link: LinkSchema }),
})

/** /residential and /commercial (content/pages/residential.yaml, commercial.yaml): who is served and how. */
export const AudiencePageSchema = z.strictObject({
  ...pageBase,
  /** Card title when the page is shown as a card. */
  title: Text,
  summary: Text,
  icon: IconName,
  image: PublicAsset,
  imageAlt: Text,
  features: z.array(Text).length(4),
  hero: HeroSchema,
  intro: Text,
  /** Services listed on the page. */
  services: z.array(InternalLink).min(1),
  sections: z.array(SectionSchema).min(1),
  cta: BlockSchema.extend({ link: LinkSchema }),
})

/** /reviews (content/pages/reviews.yaml); the reviews come from content/testimonials.yaml. */
export const ReviewsPageSchema = z.strictObject({
  ...pageBase,
  hero: HeroSchema,
  cta: BlockSchema.extend({ link: LinkSchema }),
})

/** /faq (content/pages/faq.yaml); the questions come from content/faq.yaml. */
export const FaqPageSchema = z.strictObject({
  ...pageBase,
  hero: HeroSchema,
  /** Heading over the business hours card beside the questions. */
  hoursHeading: Text,
  cta: BlockSchema.extend({ link: LinkSchema }),
})

/** /contact (content/pages/contact.yaml). */
export const ContactPageSchema = z.strictObject({
  ...pageBase,
  hero: HeroSchema,
  formHeading: Text,
  formIntro: Text,
})

/** /booking (content/pages/booking.yaml). */
export const BookingPageSchema = z.strictObject({
  ...pageBase,
  hero: HeroSchema,
  formHeading: Text,
  /** The panel that replaces the form once a booking is received. */
  success: z.strictObject({ heading: Text, text: Text, againLabel: Text }),
})

/** /thank-you (content/pages/thank-you.yaml). */
export const ThankYouPageSchema = z.strictObject({
  ...pageBase,
  hero: HeroSchema,
  nextSteps: z.strictObject({ heading: Text, items: z.array(Text).min(1) }),
  /** The promise of how fast someone calls back. */
  promise: Text,
  urgentNote: Text,
  links: z.array(LinkSchema).min(1),
})

/** The page shown for any unknown address (content/pages/not-found.yaml). */
export const NotFoundPageSchema = z.strictObject({
  ...pageBase,
  heading: Text,
  text: Text,
  /** Three services to suggest instead. */
  teasers: z.array(InternalLink).length(3),
  actions: z.array(LinkSchema).min(1),
  callLabel: Text,
})

/** /privacy-policy and /terms-of-service (content/pages/privacy-policy.yaml, terms-of-service.yaml). */
export const LegalPageSchema = z.strictObject({
  ...pageBase,
  heading: Text,
  /** Date the text was last changed, as YYYY-MM-DD. */
  lastUpdated: z.iso.date(),
  intro: Text,
  sections: z.array(SectionSchema).min(1),
})

/** /service-area (content/pages/service-area.yaml); the cities come from content/cities/. */
export const ServiceAreaPageSchema = z.strictObject({
  ...pageBase,
  hero: HeroSchema,
  intro: Text,
  mapHeading: Text,
  /** The service-area map. */
  map: z.strictObject({
    /** Accessible name of the map. */
    label: Text,
    /** Where the map opens, [latitude, longitude], and at what zoom (halves allowed). */
    center: z.tuple([z.number(), z.number()]),
    zoom: z.number().min(1).max(18).multipleOf(0.5),
    /** Radius of the circle drawn around the headquarters, in kilometres. */
    headquartersRadiusKm: z.number().positive(),
    /** How long a press on the map must last to look up the nearest served city, in milliseconds. */
    holdMs: z.number().int().min(200).max(3000),
    /** A point farther than this from every served city gets the call prompt instead of a city. */
    nearestWithinMiles: z.number().positive(),
    /** Map tiles: an address template with {z}, {x} and {y} (and optionally {s}), and the credit the tile provider requires. */
    tiles: z.strictObject({
      url: z
        .string()
        .regex(/^https:\/\/[^\s]*\{z\}[^\s]*\{x\}[^\s]*\{y\}/, 'must be an https address with {z}, {x} and {y}'),
      attribution: Text,
      subdomains: z
        .string()
        .regex(/^[a-z0-9]*$/)
        .optional(),
    }),
    /** The prompt shown for a point outside the service area. */
    outsidePrompt: Text,
  }),
  citiesHeading: Text,
  allCitiesNote: Text,
  notSure: BlockSchema,
  highlightsHeading: Text,
  notListed: BlockSchema.extend({ link: LinkSchema }),
  benefits: z.strictObject({ heading: Text, items: z.array(PointSchema).min(1) }),
  /** Wording of every city page; {city}, {county} and {phone} are filled in per city. */
  cityPage: z.strictObject({
    heading: CityTemplate,
    seoTitle: CityTemplate,
    seoDescription: CityTemplate,
    neighborhoodsHeading: CityTemplate,
    landmarksHeading: CityTemplate,
    zipCodesHeading: CityTemplate,
    communitiesHeading: CityTemplate,
    challengeHeading: CityTemplate,
    testimonialHeading: CityTemplate,
    servicesHeading: CityTemplate,
    nearbyHeading: CityTemplate,
    faqHeading: CityTemplate,
    /** The quote button beside the call button. */
    quoteAction: LinkSchema,
    /** Heading of the quick-facts card in the hero (county, region, distance from the headquarters, ZIP codes). */
    factsHeading: CityTemplate,
    /** The booking button on that card. */
    bookAction: z.strictObject({ label: CityTemplate, href: InternalLink }),
    cta: z.strictObject({ heading: CityTemplate, text: CityTemplate }),
  }),
})

/** /sitemap (content/pages/sitemap.yaml). */
export const SitemapPageSchema = z.strictObject({
  ...pageBase,
  heading: Text,
  intro: Text,
  groups: z
    .array(
      z.strictObject({
        heading: Text,
        links: z.array(InternalLink).min(1),
      }),
    )
    .min(1),
  /** Groups of city pages, each listing the cities of the counties named. */
  areaGroups: z.array(z.strictObject({ heading: Text, counties: z.array(Text).min(1) })).min(1),
})

/** /blog (content/pages/blog.yaml). */
export const BlogPageSchema = z.strictObject({
  ...pageBase,
  hero: HeroSchema,
})

export type WhyChooseUsPage = z.output<typeof WhyChooseUsPageSchema>
export type AboutPage = z.output<typeof AboutPageSchema>
export type AudiencePage = z.output<typeof AudiencePageSchema>
export type ReviewsPage = z.output<typeof ReviewsPageSchema>
export type FaqPage = z.output<typeof FaqPageSchema>
export type ContactPage = z.output<typeof ContactPageSchema>
export type BookingPage = z.output<typeof BookingPageSchema>
export type ThankYouPage = z.output<typeof ThankYouPageSchema>
export type NotFoundPage = z.output<typeof NotFoundPageSchema>
export type LegalPage = z.output<typeof LegalPageSchema>
export type ServiceAreaPage = z.output<typeof ServiceAreaPageSchema>
export type SitemapPage = z.output<typeof SitemapPageSchema>
export type BlogPage = z.output<typeof BlogPageSchema>
