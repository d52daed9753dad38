import type { PageContextServer } from 'vike/types'
import { crumbs, type PageData } from '../../renderer/page-data.ts'
import { adminNext } from '../../shared/admin-next.ts'
import type { Mode } from './AccountFields.tsx'

export type Data = Awaited<ReturnType<typeof data>>

export function data(pageContext: PageContextServer) {
  const firstAccount = !pageContext.viewer && pageContext.services?.hasAccounts() === false
  const search = new URLSearchParams(pageContext.urlParsed.searchOriginal ?? '')
  // An invite's link (/auth?view=register&code=…) opens the form to create an account with its code filled in.
  const invite = search.get('code')?.trim().slice(0, 200) || null
  const view: Mode = firstAccount ? 'setup' : search.get('view') === 'register' || invite ? 'register' : 'login'
  return {
    seo: {
      title: `${{ setup: 'Create the First Administrator', register: 'Create Your Account', login: 'Sign In' }[view]} | Site Administration`,
      description: 'Sign in to manage the blog, leads and settings of this website. For the business owner and staff.',
    },
    breadcrumbs: crumbs({ name: firstAccount ? 'Create the First Administrator' : 'Sign In', path: '/auth' }),
    viewer: pageContext.viewer ?? null,
    /** The view shown first: the first administrator on a fresh site, else sign-in, or creating an account with an invite (/auth?view=register). */
    view,
    next: adminNext(search.get('next')),
    /** The form posted without the page's script, sent back with what was wrong (server/routes/auth-form.ts). */
    sent: pageContext.formState ?? (invite && !firstAccount ? { values: { code: invite }, errors: {} } : null),
  } satisfies PageData
}
