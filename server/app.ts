import { resolve } from 'node:path'
import compression from 'compression'
import express from 'express'
import { loadSession } from './auth/middleware.ts'
import { sameOriginOnly } from './auth/origin.ts'
import { authRoutes } from './auth/routes.ts'
import { siteIsHttps, type ServerContext } from './context.ts'
import { securityHeaders } from './headers.ts'
import { apiNotFound, errorHandler } from './http-errors.ts'
import { PageRenderer, serverPages } from './pages.ts'
import { requestLog } from './request-log.ts'
import { LEAD_FORMS, leadRoutes } from './leads/submit.ts'
import { adminRoutes } from './routes/admin.ts'
import { blogRoutes } from './routes/blog.ts'
import { buildFiles, notFound, prerenderedPages, servedBuilds } from './static.ts'
import { readEnv } from '../shared/env.mjs'
import { tileRoutes } from './tiles.ts'

export interface AppOptions {
  /** The build: BUILD_DIR, a link to the current build folder (shared/builds.mjs). */
  buildDir?: string
}

/** The HTTP application, without listening; tests and server/index.ts both start it. */
export function createApp(ctx: ServerContext, options: AppOptions = {}) {
  const buildDir = resolve(options.buildDir ?? readEnv(process.env, ['BUILD_DIR']).BUILD_DIR)
  const pages = new PageRenderer(buildDir, ctx.db.name)
  const builds = servedBuilds(buildDir)
  const app = express()
  app.locals.pages = pages
  app.disable('x-powered-by')
  // X-Forwarded-For and -Proto are believed only from the proxies TRUST_PROXY names (none by
  // default): otherwise any client could name its own address and slip past the throttles.
  app.set('trust proxy', ctx.trustProxy)

  app.use(securityHeaders({ https: siteIsHttps(ctx.siteUrl) }))
  app.use(requestLog(ctx.log))
  app.use(compression())

  // The built site: no body parsing, no session lookup.
  app.use(buildFiles(builds))
  app.use(prerenderedPages(builds, ctx.now))
  app.use(tileRoutes(ctx))

  app.use(express.json({ limit: '100kb' }))
  app.use(express.urlencoded({ extended: false, limit: '100kb', parameterLimit: 100 }))
  app.use(sameOriginOnly(new URL(ctx.siteUrl).origin, LEAD_FORMS))
  app.use(loadSession(ctx))

  app.use(authRoutes(ctx))
  app.use(blogRoutes(ctx))
  app.use(adminRoutes(ctx))
  app.use(leadRoutes(ctx))
  app.use('/api', apiNotFound)

  // A published post that changed slug keeps its old address.
  app.get('/blog/:slug', (req, res, next) => {
    const target = ctx.blog.redirectFor(req.params.slug)
    if (target) res.redirect(301, `/blog/${target}`)
    else next()
  })
  app.use(serverPages(ctx, pages))
  app.use(notFound(builds))
  app.use(errorHandler(ctx.log, { name: ctx.site.business.name, telephone: ctx.site.business.telephone }))
  return app
}
