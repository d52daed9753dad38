import { dirname, join } from 'node:path'
import type { PageContextServer } from 'vike/types'
import { BUILD_HANDOFF, readEnv } from '../shared/env.ts'
import { shareCard, type ShareCard } from '../shared/share-card.ts'
import type { PageData } from './page-data.ts'

/**
 * A page's share card (shared/share-card.ts): its title, the business's name, phone, tagline and
 * logo, and the picture the page's data gives it (shareImage), if any. The head names it; whoever
 * renders the page makes sure it is drawn (build/share-cards.ts in the build, the server's
 * rendering thread for the pages it renders).
 */
export function shareCardOf(pageContext: PageContextServer): ShareCard {
  const data = pageContext.data as Partial<PageData> | undefined
  const { shell } = pageContext
  const brand = { name: shell.name, telephone: shell.telephone, tagline: shell.tagline, logo: shell.logo.src }
  const title = cardTitle(data?.seo?.title ?? shell.name, shell.name)
  return shareCard({ title, brand, photo: data?.shareImage ?? null }, siteFile)
}

/**
 * The title without a last part that names the business ("… | Gulfline"): the card shows the
 * name beside its logo already.
 */
function cardTitle(title: string, name: string): string {
  const match = /^(.*\S)\s+[|–—]\s+([^|–—]+)$/.exec(title)
  return match && name.toLowerCase().includes(match[2]!.trim().toLowerCase()) ? match[1]! : title
}

/**
 * Where a site address (/images/logo.svg) is on disk: in the client folder of the build being
 * rendered (build/site-source.ts), or in the content's public folder in development.
 */
function siteFile(src: string): string {
  const snapshot = process.env[BUILD_HANDOFF.siteSnapshot]
  return snapshot
    ? join(dirname(snapshot), 'client', src)
    : join(readEnv(process.env, ['CONTENT_DIR']).CONTENT_DIR, 'public', src)
}

declare global {
  namespace Vike {
    interface PageContext {
      /** The card the page's head names, for whoever renders it to draw (renderer/+onRenderHtml.tsx). */
      shareCard?: ShareCard
    }
  }
}
