import type { PageContextServer } from 'vike/types'
import type { PageData } from '../../renderer/page-data.ts'
import { adminSection } from '../../admin/nav.ts'

export type Data = Awaited<ReturnType<typeof data>>

export function data(pageContext: PageContextServer) {
  const section = pageContext.routeParams.section ?? 'dashboard'
  const title = adminSection(section)?.title ?? 'Dashboard'
  return {
    seo: {
      title: `${title} | Site Administration`,
      description: 'Manage the blog posts, categories, topics, leads, accounts and settings of this website.',
    },
    breadcrumbs: [],
    section,
    title,
    viewer: pageContext.viewer ?? null,
    /** Every date and time in the admin area is shown in the business's zone (admin/common/business-time.tsx). */
    timeZone: pageContext.site.business.timeZone,
  } satisfies PageData
}
