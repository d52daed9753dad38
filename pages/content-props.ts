import type { ServiceCardProps, CardImage } from '../components/ServiceCard.tsx'
import type { HeroAction, PageHeroProps } from '../components/PageHero.tsx'
import type { ContentSection } from '../components/ContentSections.tsx'
import { SHARED_PAGE, type FormState, type FormTarget, type TextConsentBox } from '../shared/forms.ts'
import { consentVersion } from '../shared/text-consent.ts'
import { bookingLeadSchema, contactLeadSchema, fieldAttributes, type FieldAttributes } from '../schemas/leads.ts'
import { paragraphs, type Section } from '../schemas/common.ts'
import type { Hero } from '../schemas/page.ts'
import type { Site } from '../schemas/site.ts'
import { telHref } from '../shared/telephone.ts'

/** Helpers the data hooks share to turn content into exactly the props a page shows. */

export function imageOf(site: Site, src: string, alt: string): CardImage {
  const size = site.images[src]
  if (!size) throw new Error(`No size known for image ${src}`)
  return { src, alt, ...size }
}

/** A card for a service, a product, or the residential or commercial page (loadSite checked the link is one of these). */
export function cardFor(site: Site, href: string): Omit<ServiceCardProps, 'cta'> {
  const entry =
    site.services.find((s) => s.path === href) ??
    site.products.find((p) => p.path === href) ??
    (href === '/residential' ? site.pages.residential : href === '/commercial' ? site.pages.commercial : undefined)
  if (!entry) throw new Error(`${href} has no card`)
  const features = 'features' in entry ? entry.features : []
  return {
    title: entry.title,
    summary: entry.summary,
    icon: entry.icon,
    image: imageOf(site, entry.image, entry.imageAlt),
    features,
    href,
  }
}

export function heroOf(site: Site, hero: Hero): Omit<PageHeroProps, 'breadcrumbs'> {
  const actions: HeroAction[] = (hero.actions ?? []).map((action) =>
    action.href === 'tel'
      ? { label: action.label, href: telHref(site.business.telephone), call: true }
      : { ...action, call: false },
  )
  return { eyebrow: hero.eyebrow, heading: hero.heading, text: hero.text, actions }
}

export function sectionsOf(sections: Section[] | undefined): ContentSection[] {
  return (sections ?? []).map((s) => ({ heading: s.heading, paragraphs: paragraphs(s.body), bullets: s.bullets ?? [] }))
}

/** Server mode posts to the page itself, where the server stores the lead; static mode posts to the forwarder with its hidden fields. */
export function formTarget(site: Site, form: 'contact' | 'booking', pagePath: string, siteUrl: string): FormTarget {
  const { forms } = site
  if (forms.mode === 'server' || !forms.forwarding) return { action: pagePath, hidden: [], mode: 'server' }
  return {
    mode: 'static',
    action: forms.forwarding.url,
    hidden: [
      { name: '_subject', value: forms[form].subject },
      { name: '_template', value: 'table' },
      { name: '_next', value: `${siteUrl}/thank-you` },
      { name: '_captcha', value: 'false' },
    ],
  }
}

export function phoneOf(site: Site) {
  return { telephone: site.business.telephone, telephoneHref: telHref(site.business.telephone) }
}

const rulesCache = new WeakMap<Site, Record<'contact' | 'booking', Record<string, FieldAttributes>>>()

/** Browser validation rules of each lead form, read off its schema once per loaded site. */
function formRules(site: Site, kind: 'contact' | 'booking') {
  let rules = rulesCache.get(site)
  if (!rules) {
    rules = {
      contact: fieldAttributes(contactLeadSchema(site.forms)),
      booking: fieldAttributes(bookingLeadSchema(site.forms, '1970-01-01')),
    }
    rulesCache.set(site, rules)
  }
  return rules[kind]
}

/**
 * Props every lead form needs: where it posts, its rules, and any state the server sent back. A
 * page's form carries no key and no time, so every visitor can be served the same cached page: the
 * browser makes the key, or the server derives one from the post (server/leads/form-key.ts).
 */
export function leadForm(site: Site, kind: 'contact' | 'booking', siteUrl: string, state: FormState | undefined) {
  return {
    target: formTarget(site, kind, `/${kind}`, siteUrl),
    rules: formRules(site, kind),
    formKey: state?.formKey ?? '',
    servedAt: state?.servedAt ?? SHARED_PAGE,
    telephone: site.business.telephone,
    values: state?.values ?? {},
    errors: state?.errors ?? {},
    formError: state?.formError,
    textConsent: textConsentBox(site),
  }
}

/** The text-message box the forms offer, with its wording's version; null when the content offers none. */
export function textConsentBox(site: Site): TextConsentBox | null {
  const text = site.forms.textMessages?.consent
  return text ? { text, version: consentVersion(text) } : null
}
