import type { PageContextServer } from 'vike/types'
import { getSite } from '../schemas/load.ts'
import { siteUrl } from '../server/env.ts'
import { shellData, type Shell } from './shell.ts'

let shell: Shell | undefined

/** Adds what every page's shell needs: header and footer data, and the page's canonical address. */
export function onCreatePageContext(pageContext: PageContextServer) {
  shell ??= shellData(getSite())
  pageContext.shell = shell
  pageContext.canonical = siteUrl() + (pageContext.urlPathname === '/' ? '/' : pageContext.urlPathname.replace(/\/$/, ''))
}

declare global {
  namespace Vike {
    interface PageContext {
      shell: Shell
      canonical: string
    }
  }
}
