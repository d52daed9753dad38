/**
 * The page template a path is rendered by, named as the owner knows it: field speed is reported
 * per template (pages of one template share their code and layout), not for each of 5,000 city pages.
 */
const FAMILIES: Record<string, string> = {
  'service-area': 'City pages',
  services: 'Service pages',
  products: 'Product pages',
  blog: 'Blog posts',
}

export function templateOf(path: string): string {
  const [first, second] = path.split('/').filter(Boolean)
  if (!first) return 'Home page'
  if (second && FAMILIES[first]) return FAMILIES[first]
  return `/${first}`
}

/** Where the speed of a page that is no template of the site is counted: made-up paths add no histograms. */
export const OTHER_TEMPLATE = 'Other pages'

/** The templates of a site's pages: its routes' and every family's (blog posts are not among the routes). */
export function siteTemplates(paths: string[]): Set<string> {
  return new Set([...Object.values(FAMILIES), ...paths.map(templateOf)])
}
