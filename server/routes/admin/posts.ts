import type { Router } from 'express'
import { POST_PREVIEW_PATH, type PostPreview } from '../../../shared/posts.ts'
import { renderPostMarkdown } from '../../blog/markdown-renderer.ts'
import { PostInputSchema, createPost, updatePost } from '../../blog/posts.ts'
import type { ServerContext } from '../../context.ts'
import { HttpError, parseInput } from '../../http-errors.ts'
import { idOf, type Audit } from './params.ts'

/** A body to preview: the post's own rule for it (text, at most MARKDOWN_LIMITS.length characters), and nothing else. */
const PreviewSchema = PostInputSchema.pick({ markdown: true })

/** Blog posts: list, read, preview a body, create, update (whole or in part) and delete. */
export function postRoutes(router: Router, ctx: ServerContext, audit: Audit) {
  const { blog } = ctx
  // An image address on the site is looked up in its build; why another site's was refused goes to the log.
  const checks = { siteUrl: ctx.siteUrl, log: ctx.log }
  router.get('/api/admin/posts', (_req, res) => {
    res.json(blog.listAll())
  })
  router.get('/api/admin/posts/:id', (req, res) => {
    const post = blog.find(idOf(req))
    if (!post) throw new HttpError(404, `No post with id ${req.params.id}`)
    res.json(post)
  })
  // The editor's preview of a body: formatted by the same renderer, within the same limits, as when the post is saved.
  router.post(POST_PREVIEW_PATH, async (req, res) => {
    const { markdown } = parseInput(PreviewSchema, req.body)
    res.json({ html: await renderPostMarkdown(markdown) } satisfies PostPreview)
  })
  router.post('/api/admin/posts', async (req, res) => {
    const post = await createPost(blog, req.body, ctx.now(), checks)
    audit(req, 'post_create', { postId: post.id, slug: post.slug })
    res.status(201).json(post)
  })
  for (const method of ['put', 'patch'] as const) {
    router[method]('/api/admin/posts/:id', async (req, res) => {
      const post = await updatePost(blog, idOf(req), req.body, ctx.now(), method === 'patch', checks)
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
