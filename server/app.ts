import compression from 'compression'
import express from 'express'
import { loadSession } from './auth/middleware.ts'
import { sameOriginOnly } from './auth/origin.ts'
import { siteIsHttps, type ServerContext } from './context.ts'
import { securityHeaders } from './headers.ts'
import { staticForwarderOrigin } from './leads/lead-routing.ts'
import { apiNotFound, errorHandler } from './http-errors.ts'
import type { DevSite } from './dev-site.ts'
import { PageRenderer } from './page-renderer.ts'
import { requestLog } from './request-log.ts'
import { isContentEdit } from './routes/admin/content.ts'
import { adminRoutes } from './routes/admin/index.ts'
import { authRoutes } from './routes/auth.ts'
import { blogRoutes } from './routes/blog.ts'
import { leadFormBody } from './leads/post-body.ts'
import { LEAD_FORMS, leadRoutes } from './routes/leads.ts'
import { mediaRoutes } from './routes/media.ts'
import { eventRoutes } from './routes/events.ts'
import { buildFiles, notFound, prerenderedPages, renderedNotFound, serverPages } from './routes/pages.ts'
import { cityRedirects } from './routes/redirects.ts'
import { reviewRedirect } from './routes/review.ts'
import { serviceAreaRoutes } from './routes/service-area.ts'
import { shareCardRoutes } from './routes/share-cards.ts'
import { sitemapRoute } from './routes/sitemap.ts'
import { thankYouPage } from './routes/thank-you.ts'
import { tileRoutes } from './routes/tiles.ts'
import { servedBuilds } from './served-builds.ts'
import { followServedContent } from './served-site.ts'
import { addressMismatch } from './site-address.ts'

/**
 * The HTTP application, without listening (server/index.ts and the tests start it): every surface,
 * mounted in the order a request meets them. Each surface is one file in server/routes/.
 * With `dev` (`npm run dev`: server/dev-site.ts), no build is served: Vite's development middleware
 * stands where the build's files are, and every page is rendered from source where the pages
 * rendered per request are (a renamed city's old address is then answered by its page's guard).
 */
export function createApp(ctx: ServerContext, dev?: DevSite) {
  const pages = dev?.pages ?? new PageRenderer(ctx.buildDir, ctx.db.name)
  // A build whose pages name another address than this server's is said in the log when first served
  // (a rebuild while the server runs included): search engines would be sent to the other one.
  const builds = dev
    ? null
    : servedBuilds(ctx.buildDir, (build) => {
        const mismatch = addressMismatch(build.address, ctx.siteUrl)
        if (mismatch) ctx.log({ level: 'warn', msg: mismatch, build: build.dir })
      })
  const app = express()
  app.locals.pages = pages
  app.disable('x-powered-by')
  // X-Forwarded-For and -Proto are believed only from the proxies TRUST_PROXY names (none by
  // default): otherwise any client could name its own address and slip past the throttles.
  app.set('trust proxy', ctx.trustProxy)

  // Every answer: security headers, a log line, compression.
  // The served build's content first: the CSP names a static-mode forwarder from it.
  if (builds) app.use(followServedContent(ctx, builds))
  app.use(
    securityHeaders({
      https: siteIsHttps(ctx.siteUrl),
      formAction: () => staticForwarderOrigin(ctx.site.forms),
      dev: !!dev,
    }),
  )
  app.use(requestLog(ctx.log))
  app.use(compression())

  // The built site and the map's tiles: no body parsing, no session lookup.
  app.use(sitemapRoute(ctx))
  if (builds) app.use(buildFiles(builds), cityRedirects(builds))
  else app.use(dev!.middleware)
  app.use(reviewRedirect(ctx))
  app.use(thankYouPage(ctx, pages))
  app.use(serviceAreaRoutes(ctx, pages))
  if (builds) app.use(prerenderedPages(builds))
  app.use(tileRoutes(ctx))
  app.use(mediaRoutes(ctx))
  app.use(shareCardRoutes(ctx))

  // Posts: bodies parsed within limits, other sites' posts refused, the session read. A lead form's
  // post is read within a limit of its own, so a message too long comes back with its text.
  app.use(leadFormBody(LEAD_FORMS))
  const json = express.json({ limit: '100kb' })
  // Site content's saves carry a whole file: parsed after the role check, within a limit of their own.
  app.use((req, res, next) => (isContentEdit(req.path) ? next() : json(req, res, next)))
  app.use(express.urlencoded({ extended: false, limit: '100kb', parameterLimit: 100 }))
  app.use(sameOriginOnly(new URL(ctx.siteUrl).origin, LEAD_FORMS))
  // Visit counts carry no session.
  app.use(eventRoutes(ctx))
  app.use(loadSession(ctx))

  // The API, then the pages rendered per request, then not found.
  app.use(authRoutes(ctx))
  app.use(blogRoutes(ctx))
  app.use(adminRoutes(ctx))
  app.use(leadRoutes(ctx))
  app.use('/api', apiNotFound)
  app.use(serverPages(ctx, pages))
  app.use(builds ? notFound(builds) : renderedNotFound(ctx, pages))
  app.use(errorHandler(ctx.log, () => ctx.site.business))
  return app
}
