import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { drawShareCard, type ShareCard } from '../../shared/share-card.ts'
import { mediaDir } from './media-folder.ts'

/**
 * Where the server keeps the share cards of the pages it renders (the blog, sign-in): `cards/`
 * beside the database, as uploads are kept in `media/`. Every card there can be drawn again.
 */
export function cardsDir(databasePath: string): string {
  return join(dirname(resolve(databasePath)), 'cards')
}

/**
 * Makes sure the card a page rendered per request names is there, when the page is rendered
 * (server/render-thread.ts). Why then, and not when a post is saved: the card is named by what the
 * build's renderer puts on it (renderer/share-card.ts), which only a render knows, and a visitor's
 * blog page is rendered once per change of the blog and then kept (server/blog-cache.ts), so a
 * post's card is drawn once, about a tenth of a second, on the first visit after each save; the
 * page's <head> names it before any network asks for it, and a file of its name is never drawn
 * again. A card the build drew (the same title and picture) is served from the build.
 */
export async function drawPageCard(card: ShareCard, build: string, databasePath: string): Promise<void> {
  if (existsSync(join(build, 'client', 'cards', card.file))) return
  const media = mediaDir(databasePath)
  await drawShareCard(card, {
    folder: cardsDir(databasePath),
    siteFile: (src) =>
      src.startsWith('/media/') ? join(media, src.slice('/media/'.length)) : join(build, 'client', src),
  })
}
