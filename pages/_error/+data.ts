import type { PageContextServer } from 'vike/types'
import { contentProblems } from '../../renderer/content-error.ts'
import type { PageData } from '../../renderer/page-data.ts'
import { cardFor, phoneOf } from '../content-props.ts'

export type Data = Awaited<ReturnType<typeof data>>

export function data(pageContext: PageContextServer) {
  // Content that cannot load has its own page (renderer/content-error.ts).
  if (pageContext.contentError || contentProblems(pageContext.errorWhileRendering)) return undefined
  const site = pageContext.site
  const page = site.pages['not-found']
  return {
    seo: page.seo,
    breadcrumbs: [],
    heading: page.heading,
    text: page.text,
    teasers: page.teasers.map((href) => cardFor(site, href)),
    actions: page.actions,
    callLabel: page.callLabel,
    phone: phoneOf(site),
  } satisfies PageData
}
