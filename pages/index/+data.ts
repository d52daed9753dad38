import type { PageContextServer } from 'vike/types'
import { paragraphs } from '../../schemas/common.ts'
import { crumbs, type PageData } from '../../renderer/page-data.ts'
import { cardFor, heroOf, imageOf, leadForm, phoneOf } from '../content-props.ts'
import { RECENT_POSTS } from '../../components/BlogSection.tsx'
import { builtPosts } from './built-posts.ts'

export type Data = Awaited<ReturnType<typeof data>>

export function data(pageContext: PageContextServer) {
  const site = pageContext.site
  const home = site.pages.home
  const regions = site.regions.map((region) => {
    const cities = site.cities.filter((city) => city.region === region.name)
    const shown = [
      ...cities.filter((c) => c.isHQ || c.mapMarker),
      ...cities.filter((c) => !c.isHQ && !c.mapMarker),
    ].slice(0, 5)
    return { name: region.name, count: cities.length, cities: shown.map((c) => ({ name: c.name, path: c.path })) }
  })
  return {
    seo: home.seo,
    breadcrumbs: crumbs(),
    phone: phoneOf(site),
    hero: {
      ...heroOf(site, home.hero),
      trustPoints: home.hero.trustPoints,
      image: imageOf(site, home.hero.image, home.hero.imageAlt),
      // The box is answered by this site's server: a site hosted without it has no box.
      serviceAreaCheck: site.forms.mode === 'server',
    },
    services: {
      heading: home.services.heading,
      intro: home.services.intro,
      cards: home.services.cards.map((href) => cardFor(site, href)),
      cta: home.services.cta,
    },
    whyChooseUs: home.whyChooseUs,
    about: home.about,
    serviceAreas: { ...home.serviceAreas, regions },
    faq: { ...home.faq, items: site.faq.featured },
    testimonials: { ...home.testimonials, items: site.testimonials.slice(0, home.testimonials.count) },
    ctaBanner: home.ctaBanner,
    blog: { ...home.blog, built: builtPosts(site, Date.now(), RECENT_POSTS) },
    contact: {
      ...home.contact,
      form: {
        ...leadForm(site, 'contact', new URL(pageContext.canonical).origin, undefined),
        serviceTypes: site.forms.serviceTypes,
        states: site.forms.contact.states,
      },
    },
    localBlock: {
      heading: home.localBlock.heading,
      paragraphs: paragraphs(home.localBlock.text),
      guarantee: home.localBlock.guarantee,
    },
  } satisfies PageData
}
