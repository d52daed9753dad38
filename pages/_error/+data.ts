import { getSite } from '../../schemas/load.ts'
import type { PageData } from '../../renderer/page-data.ts'

export type Data = Awaited<ReturnType<typeof data>>

export function data() {
  const page = getSite().pages['not-found']
  return { seo: page.seo, breadcrumbs: [], heading: page.heading, text: page.text } satisfies PageData
}
