import { Router } from 'express'
import type { ServerContext } from '../context.ts'
import { feedRoute } from './feed.ts'

/**
 * The public blog API (spec §7): published posts, categories, topics (filtering and paging happen in
 * the browser); and the old addresses of posts whose slug changed.
 */
export function blogRoutes(ctx: ServerContext): Router {
  const router = Router()
  router.get('/api/blog/posts', (_req, res) => {
    res.json(ctx.blog.listPublished(ctx.now()))
  })
  router.get('/api/blog/categories', (_req, res) => {
    res.json(ctx.blog.listNamed('categories'))
  })
  router.get('/api/blog/tags', (_req, res) => {
    res.json(ctx.blog.listNamed('tags'))
  })
  feedRoute(router, ctx)
  // A published post that changed slug keeps its old address (and the query, a campaign's UTM say).
  router.get('/blog/:slug', (req, res, next) => {
    const target = ctx.blog.redirectFor(req.params.slug)
    const query = req.originalUrl.indexOf('?')
    if (target) res.redirect(301, `/blog/${target}${query === -1 ? '' : req.originalUrl.slice(query)}`)
    else next()
  })
  return router
}
