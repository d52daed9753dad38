import { fillTemplate } from '../schemas/common.ts'

/**
 * A page's title and description as its head shows them, where a page composes them from more than
 * one value. The page and the content check (./checks/head-text.ts) both call these, so what the
 * check measures is what the page shows.
 */
export interface HeadText {
  title: string
  description: string
}

/** The wording of every city page's head, from pages/service-area.yaml (cityPage). */
export interface CityHeadWording {
  seoTitle: string
  seoDescription: string
}

/** A city page's title and description: the wording with the city's name, its county and the phone filled in. */
export function cityHead(
  wording: CityHeadWording,
  city: { name: string; county: string },
  telephone: string,
): HeadText {
  const values = { city: city.name, county: city.county, phone: telephone }
  return { title: fillTemplate(wording.seoTitle, values), description: fillTemplate(wording.seoDescription, values) }
}

/** A blog post's title and description: its title, and its excerpt. */
export function postHead(post: { title: string; excerpt: string }): HeadText {
  return { title: post.title, description: post.excerpt }
}
