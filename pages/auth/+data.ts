import type { PageContextServer } from 'vike/types'
import { crumbs, type PageData } from '../../renderer/page-data.ts'

export type Data = Awaited<ReturnType<typeof data>>

export function data(pageContext: PageContextServer) {
  const firstAccount = !pageContext.viewer && pageContext.services?.hasAccounts() === false
  const next = new URLSearchParams(pageContext.urlParsed.searchOriginal ?? '').get('next')
  return {
    seo: {
      title: firstAccount ? 'Create the First Administrator | Site Administration' : 'Sign In | Site Administration',
      description: 'Sign in to manage the blog, leads and settings of this website. For the business owner and staff.',
    },
    breadcrumbs: crumbs({ name: firstAccount ? 'Create the First Administrator' : 'Sign In', path: '/auth' }),
    viewer: pageContext.viewer ?? null,
    firstAccount,
    // Only a path on this site, so the sign-in page cannot send anyone elsewhere.
    next: next && /^\/admin(\/[a-z-]*)?$/.test(next) ? next : '/admin',
  } satisfies PageData
}
