import { Router } from 'express'
import type { ServerContext } from '../context.ts'

/** The public blog API (spec §7): published posts, categories, topics. Filtering and paging happen in the browser. */
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
  return router
}
