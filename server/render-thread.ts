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
 */
const { build, databasePath } = workerData as RenderThreadData
const port = parentPort!
await import(pathToFileURL(join(build, 'server', 'entry.mjs')).href)
const db = openReadOnly(databasePath)
const blog = new BlogStore(db, readTime)
const countUsers = db.prepare('SELECT count(*) FROM users').pluck()
const hasAccounts = () => (countUsers.get() as number) > 0

port.on('message', ({ id, init }: RenderRequest) => {
  const { now, ...pageContextInit } = init
  renderPage({ ...pageContextInit, services: { blog, now: () => now, hasAccounts } })
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
