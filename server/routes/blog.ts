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
  // A published post that changed slug keeps its old address.
  router.get('/blog/:slug', (req, res, next) => {
    const target = ctx.blog.redirectFor(req.params.slug)
    if (target) res.redirect(301, `/blog/${target}`)
    else next()
  })
  return router
}
