import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parentPort, workerData } from 'node:worker_threads'
import { renderPage } from 'vike/server'
import { readTime } from './blog/markdown.ts'
import { BlogStore } from './db/blog.ts'
import { openReadOnly } from './db/database.ts'
import { drawPageCard } from './images/share-cards.ts'
import type { RenderReply, RenderRequest, RenderThreadData } from './page-renderer.ts'

/**
 * Renders the pages of one build that the server renders per request (the blog, sign-in, the admin
 * area, forms sent back with their errors), with Vike's renderPage. A thread per build: Vike
 * holds one build per module graph, so a new build gets a new thread (server/page-renderer.ts).
 * Each page is rendered for a server, by its database, opened here when it first asks.
 */
const { build } = workerData as RenderThreadData
const port = parentPort!
await import(pathToFileURL(join(build, 'server', 'entry.mjs')).href)

interface Server {
  databasePath: string
  blog: BlogStore
  hasAccounts: () => boolean
  close: () => void
  /** Pages being rendered for it. */
  rendering: number
  /** It ended (`{ forget }`): its database is closed once its last page is rendered. */
  ended: boolean
}
const servers = new Map<string, Server>()

function server(databasePath: string): Server {
  let found = servers.get(databasePath)
  if (!found) {
    const db = openReadOnly(databasePath)
    const countUsers = db.prepare('SELECT count(*) FROM users').pluck()
    const hasAccounts = () => (countUsers.get() as number) > 0
    const close = () => db.close()
    found = { databasePath, blog: new BlogStore(db, readTime), hasAccounts, close, rendering: 0, ended: false }
    servers.set(databasePath, found)
  }
  found.ended = false
  return found
}

function closeIfEnded(found: Server) {
  if (!found.ended || found.rendering || servers.get(found.databasePath) !== found) return
  found.close()
  servers.delete(found.databasePath)
}

port.on('message', (request: RenderRequest) => {
  if ('forget' in request) {
    const found = servers.get(request.forget)
    if (found) closeIfEnded(Object.assign(found, { ended: true }))
    return
  }
  const { id, init, databasePath } = request
  const { now, ...pageContextInit } = init
  const target = server(databasePath)
  target.rendering++
  renderPage({ ...pageContextInit, services: { blog: target.blog, now: () => now, hasAccounts: target.hasAccounts } })
    .finally(() => {
      target.rendering--
      closeIfEnded(target)
    })
    .then(async ({ httpResponse, shareCard }) => {
      // The card the page's head names is there before the page is sent (server/images/share-cards.ts).
      if (shareCard && httpResponse?.statusCode === 200) await drawPageCard(shareCard, build, databasePath)
      const reply: RenderReply = httpResponse
        ? {
            id,
            response: { statusCode: httpResponse.statusCode, headers: httpResponse.headers, body: httpResponse.body },
          }
        : { id, response: null }
      port.postMessage(reply)
    })
    .catch((error: unknown) =>
      port.postMessage({ id, error: String((error as Error)?.stack ?? error) } satisfies RenderReply),
    )
})
port.postMessage('ready')
