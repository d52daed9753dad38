import type { PageContextServer } from 'vike/types'
import type { Site } from '../schemas/site.ts'
import { readEnv } from '../shared/env.ts'
import { contentProblems } from './content-error.ts'
import { shellData, type Shell } from './shell.ts'
import { siteToRender } from './site-source.ts'
import { recordingReads, type RecordedReads } from './page-reads.ts'
import type { PageServices } from '../shared/page-services.ts'
import type { FormState, LeadKind } from '../shared/forms.ts'
import type { SignedInUser } from '../shared/admin-api.ts'
import type { ServiceAreaAnswer } from '../shared/service-area.ts'

let shell: Shell | undefined
let origin: string | undefined

/** Adds what every page's shell needs: header and footer data, and the page's canonical address. */
export function onCreatePageContext(pageContext: PageContextServer) {
  try {
    const site = siteToRender()
    const recording = recordingReads(pageContext, site)
    pageContext.site = recording?.site ?? site
    shell ??= shellData(recording?.shellSite ?? site)
  } catch (error) {
    // In development, content being edited can be wrong: +onRenderHtml shows its problems, and a
    // page that reaches for the content meets them too, not a TypeError of its own.
    if (!contentProblems(error)) throw error
    pageContext.contentError = error
    pageContext.site = new Proxy({} as Site, {
      get() {
        throw error
      },
    })
  }
  origin ??= readEnv(process.env, ['SITE_URL']).SITE_URL
  pageContext.shell = shell!
  // Read once: Vike parses the address at each read.
  const path = pageContext.urlPathname
  pageContext.canonical = origin + (path === '/' ? '/' : path.replace(/\/$/, ''))
}

declare global {
  namespace Vike {
    interface PageContext {
      /** The checked content, for the page's data hook (server only; never sent to the browser). */
      site: Site
      shell: Shell
      canonical: string
      /** Who is signed in, on pages the server renders per request. */
      viewer?: SignedInUser | null
      /** Server-side services for data hooks of pages rendered per request (never sent to the browser). */
      services?: PageServices
      /** What the page read of the content, while the build prerenders it (renderer/page-reads.ts). */
      pageReads?: RecordedReads
      /** The content could not be loaded (`npm run dev` while a file is being edited). */
      contentError?: unknown
      /** A lead form the server sends back with what was typed and what was wrong. */
      formState?: FormState
      /** The thank-you page is rendered for a request just stored (by the contact or the booking form), so it may say it was received. */
      leadReceived?: LeadKind
      /** The answer to the ZIP code or town sent from the service-area box without JavaScript. */
      serviceAreaAnswer?: ServiceAreaAnswer
    }
  }
}
