import type { Seo } from '../schemas/common.ts'
import type { Crumb } from './jsonld.ts'

/** What every page's data hook returns besides the page's own props. */
export interface PageData {
  seo: Seo
  /** From the home page down to this page; shown on the page and given to search engines. */
  breadcrumbs: Crumb[]
  /** A picture the page is about, which its share card shows (renderer/share-card.ts). */
  shareImage?: { src: string; alt: string }
  /** An article's publication and last change (ISO 8601): the page is shared as an article. */
  published?: { time: string; modified: string }
  /** The page's own props. */
  [prop: string]: unknown
}

export function crumbs(...trail: Crumb[]): Crumb[] {
  return [{ name: 'Home', path: '/' }, ...trail]
}
