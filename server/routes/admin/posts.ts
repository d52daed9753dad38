import type { Router } from 'express'
import { createPost, updatePost } from '../../blog/posts.ts'
import type { ServerContext } from '../../context.ts'
import { HttpError } from '../../http-errors.ts'
import { idOf, type Audit } from './params.ts'

/** Blog posts: list, read, create, update (whole or in part) and delete. */
export function postRoutes(router: Router, ctx: ServerContext, audit: Audit) {
  const { blog } = ctx
  router.get('/api/admin/posts', (_req, res) => {
    res.json(blog.listAll())
  })
  router.get('/api/admin/posts/:id', (req, res) => {
    const post = blog.find(idOf(req))
    if (!post) throw new HttpError(404, `No post with id ${req.params.id}`)
    res.json(post)
  })
  router.post('/api/admin/posts', async (req, res) => {
    const post = await createPost(blog, req.body, ctx.now(), { siteUrl: ctx.siteUrl })
    audit(req, 'post_create', { postId: post.id, slug: post.slug })
    res.status(201).json(post)
  })
  for (const method of ['put', 'patch'] as const) {
    router[method]('/api/admin/posts/:id', async (req, res) => {
      const post = await updatePost(blog, idOf(req), req.body, ctx.now(), method === 'patch', {
        siteUrl: ctx.siteUrl,
      })
      audit(req, 'post_update', { postId: post.id, slug: post.slug })
      res.json(post)
    })
  }
  router.delete('/api/admin/posts/:id', (req, res) => {
    const id = idOf(req)
    if (!blog.delete(id)) throw new HttpError(404, `No post with id ${id}`)
    audit(req, 'post_delete', { postId: id })
    res.status(204).end()
  })
}
