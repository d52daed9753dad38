import type { PageContextServer } from 'vike/types'
import { getSite } from '../../schemas/load.ts'
import { contentProblems } from '../../renderer/content-error.ts'
import type { PageData } from '../../renderer/page-data.ts'
import { cardFor, phoneOf } from '../pick.ts'

export type Data = Awaited<ReturnType<typeof data>>

export function data(pageContext: PageContextServer) {
  // Content that cannot load has its own page (renderer/content-error.ts).
  if (pageContext.contentError || contentProblems(pageContext.errorWhileRendering)) return undefined
  const site = getSite()
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
