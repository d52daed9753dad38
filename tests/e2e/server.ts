import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { loadSite } from '../../content-loader/load.ts'
import { createApp } from '../../server/app.ts'
import type { Pages } from '../../server/page-renderer.ts'
import { importSeedPosts } from '../../server/blog/seed.ts'
import type { SmtpSetup } from '../../server/leads/smtp.ts'
import { testContext } from '../support.ts'

/**
 * The real server on the real build and a fresh SQLite file (seed posts imported), on a free port.
 * Browser tests send many leads from one address, so the per-address limit is 1,000 unless a test
 * of the limit asks for the real one.
 */
export async function startServer(
  options: {
    leadsPerTenMinutes?: number
    smtp?: SmtpSetup
    /** The build served: the test run's own (BUILD_DIR) unless a test serves a copy it changed. */
    buildDir?: string
  } = {},
) {
  // The real clock: forms are timed against it.
  const test = testContext({
    realTime: true,
    leadsPerTenMinutes: options.leadsPerTenMinutes ?? 1000,
    smtp: options.smtp,
    buildDir: options.buildDir,
  })
  importSeedPosts(test.ctx.blog, loadSite('content').blog.posts, test.ctx.now())
  const app = createApp(test.ctx)
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s))
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    ctx: test.ctx,
    clock: test.clock,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => {
          // The page-rendering thread ends with the server, as `npm run serve`'s does (server/index.ts).
          ;(app.locals.pages as Pages).close()
          void test.cleanup().then(() => resolve())
        })
      }),
  }
}
