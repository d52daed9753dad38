import type { PageContextServer } from 'vike/types'
import { crumbs, type PageData } from '../../renderer/page-data.ts'
import type { Mode } from './SignInPage.tsx'

export type Data = Awaited<ReturnType<typeof data>>

export function data(pageContext: PageContextServer) {
  const firstAccount = !pageContext.viewer && pageContext.services?.hasAccounts() === false
  const search = new URLSearchParams(pageContext.urlParsed.searchOriginal ?? '')
  const next = search.get('next')
  const view: Mode = firstAccount ? 'setup' : search.get('view') === 'register' ? 'register' : 'login'
  return {
    seo: {
      title: `${{ setup: 'Create the First Administrator', register: 'Create Your Account', login: 'Sign In' }[view]} | Site Administration`,
      description: 'Sign in to manage the blog, leads and settings of this website. For the business owner and staff.',
    },
    breadcrumbs: crumbs({ name: firstAccount ? 'Create the First Administrator' : 'Sign In', path: '/auth' }),
    viewer: pageContext.viewer ?? null,
    /** The view shown first: the first administrator on a fresh site, else sign-in, or creating an account with an invite (/auth?view=register). */
    view,
    // Only a path on this site, so the sign-in page cannot send anyone elsewhere.
    next: next && /^\/admin(\/[a-z-]*)?$/.test(next) ? next : '/admin',
  } satisfies PageData
}
