import type { ServiceCardProps, CardImage } from '../components/ServiceCard.tsx'
import type { HeroAction, PageHeroProps } from '../components/PageHero.tsx'
import type { ContentSection } from '../components/ContentSections.tsx'
import type { FormTarget } from '../components/forms.ts'
import { paragraphs, type Section } from '../schemas/common.ts'
import type { Hero } from '../schemas/page.ts'
import type { Site } from '../schemas/site.ts'
import { telHref } from '../renderer/shell.ts'

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
  return { title: entry.title, summary: entry.summary, icon: entry.icon, image: imageOf(site, entry.image, entry.imageAlt), features, href }
}

export function heroOf(site: Site, hero: Hero): Omit<PageHeroProps, 'breadcrumbs'> {
  const actions: HeroAction[] = (hero.actions ?? []).map((action) =>
    action.href === 'tel' ? { label: action.label, href: telHref(site.business.telephone), call: true } : { ...action, call: false },
  )
  return { eyebrow: hero.eyebrow, heading: hero.heading, text: hero.text, actions }
}

export function sectionsOf(sections: Section[] | undefined): ContentSection[] {
  return (sections ?? []).map((s) => ({ heading: s.heading, paragraphs: paragraphs(s.body), bullets: s.bullets ?? [] }))
}

/** Server mode posts to the page itself, where the server stores the lead; static mode posts to the forwarder with its hidden fields. */
export function formTarget(site: Site, form: 'contact' | 'booking', pagePath: string, siteUrl: string): FormTarget {
  const { forms } = site
  if (forms.mode === 'server' || !forms.forwarderUrl) return { action: pagePath, hidden: [] }
  return {
    action: forms.forwarderUrl,
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
