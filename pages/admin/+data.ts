import type { PageContextServer } from 'vike/types'
import type { PageData } from '../../renderer/page-data.ts'

export type Data = Awaited<ReturnType<typeof data>>

const titles: Record<string, string> = {
  dashboard: 'Dashboard',
  posts: 'Blog Posts',
  categories: 'Categories',
  tags: 'Topics',
  settings: 'Settings',
  leads: 'Leads',
}

export function data(pageContext: PageContextServer) {
  const section = pageContext.routeParams.section ?? 'dashboard'
  return {
    seo: {
      title: `${titles[section]} | Site Administration`,
      description: 'Manage the blog posts, categories, topics, leads and settings of this website.',
    },
    breadcrumbs: [],
    section,
    title: titles[section]!,
    viewer: pageContext.viewer ?? null,
  } satisfies PageData
}
