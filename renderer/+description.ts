import type { PageContext } from 'vike/types'

export default (pageContext: PageContext) => (pageContext.data as { seo?: { description: string } } | undefined)?.seo?.description ?? null
