import type { PageContext } from 'vike/types'

/** Every page's data carries its SEO title and description. */
export default (pageContext: PageContext) => (pageContext.data as { seo?: { title: string } } | undefined)?.seo?.title ?? pageContext.shell?.name
