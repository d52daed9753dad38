import type { Server } from 'node:http'
import { dirname, resolve, sep } from 'node:path'
import type { RequestHandler } from 'express'
import { createDevMiddleware, renderPage } from 'vike/server'
import { checkContent } from '../content-loader/load.ts'
import type { ServerContext } from './context.ts'
import type { Pages, RenderedPage } from './page-renderer.ts'
import { serveContent } from './served-site.ts'

/** What `npm run dev` puts in the app in place of a build (server/app.ts). */
export interface DevSite {
  /** Every page, rendered from source by Vike on Vite's development server. */
  pages: Pages
  /** Vite's middleware: the modules and styles of the pages, hot reload, the content's public folder. */
  middleware: RequestHandler
  close(): Promise<void>
}

/**
 * `npm run dev`: the server of `npm run serve`, with Vike's development middleware where the build
 * would be (vike.dev/createDevMiddleware). Pages, the prerendered ones included, are rendered per
 * request from source by Vike's renderPage in this process, with the same services the build's
 * render threads give (server/render-thread.ts); vite.config.ts's plugins apply, so an edit under the
 * content folder reloads the page (contentReload). Its hot-reload socket shares the HTTP server.
 *
 * What dev does not do: no share cards are drawn (their addresses answer 404), pages are not cached
 * for visitors, and a change to the server's own code (server/, shared/) needs a restart.
 */
export async function devSite(ctx: ServerContext, httpServer: Server): Promise<DevSite> {
  const { devMiddleware, viteServer } = await createDevMiddleware({
    root: process.cwd(),
    viteConfig: { server: { ws: { server: httpServer }, fs: { deny: [...VITE_DENIED, ...databaseFiles(ctx)] } } },
  })
  // Any change of source or content makes pages kept by the blog's cache stale (server/blog-cache.ts).
  let version = 0
  viteServer.watcher.on('all', (_event, file) => {
    version++
    if (resolve(file).startsWith(ctx.contentDir + sep)) followContent(ctx)
  })
  const countUsers = ctx.db.prepare('SELECT count(*) FROM users').pluck()
  const hasAccounts = () => (countUsers.get() as number) > 0
  const pages: Pages = {
    async render({ now, ...init }): Promise<RenderedPage | null> {
      const { httpResponse } = await renderPage({ ...init, services: { blog: ctx.blog, now: () => now, hasAccounts } })
      if (!httpResponse) return null
      return { statusCode: httpResponse.statusCode, headers: httpResponse.headers, body: httpResponse.body }
    },
    currentBuild: () => `dev ${version}`,
    close: () => {},
  }
  return { pages, middleware: devMiddleware as unknown as RequestHandler, close: () => viteServer.close() }
}

/** Files Vite's development server never serves, as Vite 8 lists them (a list given replaces Vite's own). */
const VITE_DENIED = ['.env', '.env.*', '*.{crt,pem,key,p12,pfx,cer,der}', '.npmrc', '.yarnrc.yml', '**/.git/**']

/**
 * Vite serves the project's files as they are (/data/site.db, /@fs/…): the database, with its
 * password hashes and sessions, and its backups beside it (data/backups) are kept from it.
 */
function databaseFiles(ctx: ServerContext): string[] {
  return [`${dirname(resolve(ctx.db.name))}/**/*.db*`]
}

/**
 * The server's own answers (lead forms, error pages, emails) follow an edit of the content folder,
 * as they follow a new build under `npm run serve`. Content being edited may be wrong for a while:
 * the page shows its problems (renderer/content-error.ts), and the server keeps the last good content.
 */
function followContent(ctx: ServerContext) {
  try {
    const { site } = checkContent(ctx.contentDir)
    if (site) serveContent(ctx, site)
  } catch {
    // Read again at the next edit.
  }
}
