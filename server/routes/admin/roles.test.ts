import type { Router } from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { EVERYONE, roleAllows, whoMay, type Need, type Role } from '../../../shared/roles.ts'
import { apiTest } from '../../../tests/api.ts'
import { adminRoutes } from './index.ts'

let test: ReturnType<typeof apiTest>
afterEach(() => test?.cleanup())

/**
 * Every admin API route and the role it needs. A route added without a line here fails the first
 * test, by name: whoever adds it decides, here, who may use it.
 */
const ROUTE_ROLES: Record<string, Need> = {
  'GET /api/admin/posts': 'editor',
  'GET /api/admin/posts/:id': 'editor',
  'POST /api/admin/posts': 'editor',
  'PUT /api/admin/posts/:id': 'editor',
  'PATCH /api/admin/posts/:id': 'editor',
  'DELETE /api/admin/posts/:id': 'editor',
  'POST /api/admin/posts/preview': 'editor',
  'GET /api/admin/categories': 'editor',
  'POST /api/admin/categories': 'editor',
  'PATCH /api/admin/categories/:id': 'editor',
  'DELETE /api/admin/categories/:id': 'editor',
  'GET /api/admin/tags': 'editor',
  'POST /api/admin/tags': 'editor',
  'PATCH /api/admin/tags/:id': 'editor',
  'DELETE /api/admin/tags/:id': 'editor',
  'GET /api/admin/images': 'editor',
  'POST /api/admin/images': 'editor',
  'DELETE /api/admin/images/:id': 'editor',
  'GET /api/admin/sessions': EVERYONE,
  'DELETE /api/admin/sessions/:id': EVERYONE,
  'POST /api/admin/sessions/end-others': EVERYONE,
  'GET /api/admin/settings': 'administrator',
  'PUT /api/admin/settings': 'administrator',
  'GET /api/admin/settings/lead-delivery': 'administrator',
  'POST /api/admin/settings/test-email': 'administrator',
  'POST /api/admin/settings/test-email/received': 'administrator',
  'GET /api/admin/leads': 'administrator',
  'GET /api/admin/reports': 'administrator',
  'GET /api/admin/leads/export': 'administrator',
  'GET /api/admin/leads/:id': 'administrator',
  'PATCH /api/admin/leads/:id': 'administrator',
  'DELETE /api/admin/leads/:id': 'administrator',
  'POST /api/admin/leads/:id/notes': 'administrator',
  'POST /api/admin/leads/:id/spam': 'administrator',
  'POST /api/admin/leads/:id/not-spam': 'administrator',
  'POST /api/admin/leads/:id/release': 'administrator',
  'POST /api/admin/leads/:id/forward': 'administrator',
  'POST /api/admin/leads/:id/retry': 'administrator',
  'GET /api/admin/invites': 'administrator',
  'POST /api/admin/invites': 'administrator',
  'DELETE /api/admin/invites/:id': 'administrator',
  'GET /api/admin/accounts': 'administrator',
  'PATCH /api/admin/accounts/:id': 'administrator',
  'DELETE /api/admin/accounts/:id': 'administrator',
  'GET /api/admin/backup': 'administrator',
  'GET /api/admin/checklist': 'administrator',
  'GET /api/admin/content': ['site-editor'],
  'GET /api/admin/content/:type': ['site-editor'],
  'GET /api/admin/content/:type/:id': ['site-editor'],
  'PUT /api/admin/content/:type/:id': ['site-editor'],
  'POST /api/admin/content/:type/:id/check': ['site-editor'],
  'POST /api/admin/content/:type': ['site-editor'],
  'DELETE /api/admin/content/:type/:id': ['site-editor'],
  'GET /api/admin/content-history': ['site-editor'],
  'POST /api/admin/content-history/:id/revert': ['site-editor'],
  'GET /api/admin/content-publish': ['site-editor'],
  'POST /api/admin/content/:type/:id/preview': ['site-editor'],
  'GET /api/admin/content-preview': ['site-editor'],
  'GET /api/admin/content-preview/*path': ['site-editor'],
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> }
  name: string
  handle: { stack?: unknown[] }
}

/** "METHOD /path" for every route of the admin router, read from Express's own stack. */
function adminApiRoutes(router: Router): string[] {
  const routes: string[] = []
  for (const layer of router.stack as unknown as Layer[]) {
    // A router mounted inside would hide its routes from this list: admin routes are mounted directly.
    if (layer.handle.stack)
      throw new Error(`a router is mounted inside the admin router (${layer.name}): mount its routes directly`)
    if (!layer.route) continue
    const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path]
    for (const path of paths)
      for (const method of Object.keys(layer.route.methods).filter((m) => m !== '_all'))
        routes.push(`${method.toUpperCase()} ${path}`)
  }
  return routes
}

/** A path to call: ids become numbers no row has (or a session id nobody has), wildcards a plain name. */
const callable = (path: string) =>
  path
    .replace(/\/sessions\/:id\b/, '/sessions/no-such-session')
    .replace(/:\w+/g, '999')
    .replace(/\*\w+/g, 'example.webp')

describe('the role each admin API route needs', () => {
  it('every /api/admin route is in the table, and every route in the table exists', () => {
    test = apiTest()
    const routes = adminApiRoutes(adminRoutes(test.ctx))
    expect(routes.length).toBeGreaterThan(20)
    for (const route of routes) expect(ROUTE_ROLES[route], `${route} is not in ROUTE_ROLES`).toBeDefined()
    for (const route of Object.keys(ROUTE_ROLES)) expect(routes, `${route} no longer exists`).toContain(route)
  })

  it.each<Role>(['editor', 'site-editor'])(
    'a %s is refused every route of other roles with 403, and let through every route of theirs',
    async (role) => {
      test = apiTest()
      const admin = await test.admin()
      const editor = await test.editor(admin, 'editor', undefined, role)
      for (const [route, need] of Object.entries(ROUTE_ROLES)) {
        const [method, path] = route.split(' ') as [string, string]
        const res = await editor[method.toLowerCase() as 'get'](callable(path)).send({})
        if (!roleAllows(role, need)) {
          expect(res.status, route).toBe(403)
          expect(res.body, route).toEqual({ message: `Only ${whoMay(need)} can do this.` })
        } else {
          expect([401, 403], `${route} answered ${res.status}: ${res.text}`).not.toContain(res.status)
        }
      }
      // Still signed in after all that: nothing above ended the editor's own session.
      expect((await editor.get('/api/user')).body).toMatchObject({ username: 'editor', role })
    },
  )

  it('an editor writes the blog: creates a post, a category and a topic, edits and deletes them', async () => {
    test = apiTest()
    const editor = await test.editor(await test.admin())
    const category = await editor.post('/api/admin/categories').send({ name: 'Opener Repair' })
    expect(category.status).toBe(201)
    const topic = await editor.post('/api/admin/tags').send({ name: 'Liftmaster' })
    expect(topic.status).toBe(201)
    const post = await editor.post('/api/admin/posts').send({
      title: 'When Your Opener Hums but the Door Stays Put',
      excerpt: 'A humming opener with a still door usually means a stripped gear or a broken spring.',
      markdown: 'Pull the red release cord and lift the door by hand. If it is heavy, the spring is broken: call us.',
      status: 'published',
      categoryId: category.body.id,
      tagIds: [topic.body.id],
    })
    expect(post.status, post.text).toBe(201)
    expect(post.body).toMatchObject({ categoryId: category.body.id, tagIds: [topic.body.id] })
    const renamed = await editor.patch(`/api/admin/categories/${category.body.id}`).send({ name: 'Opener Repairs' })
    expect(renamed.status).toBe(200)
    expect((await editor.patch(`/api/admin/posts/${post.body.id}`).send({ status: 'draft' })).body.status).toBe('draft')
    expect((await editor.delete(`/api/admin/posts/${post.body.id}`)).status).toBe(204)
    expect((await editor.delete(`/api/admin/tags/${topic.body.id}`)).status).toBe(204)
  })

  it('an editor cannot make invites, so cannot make accounts (nor an administrator of themselves)', async () => {
    test = apiTest()
    const editor = await test.editor(await test.admin())
    const invite = await editor.post('/api/admin/invites').send({ note: 'My friend', role: 'administrator' })
    expect(invite.status).toBe(403)
    expect(invite.body.message).toBe('Only administrators can do this.')
    expect(test.ctx.db.prepare('SELECT count(*) FROM invites').pluck().get()).toBe(1) // the editor's own
    const promote = await editor.patch('/api/admin/accounts/2').send({ role: 'administrator' })
    expect(promote.status).toBe(403)
    expect((await editor.get('/api/user')).body.role).toBe('editor')
  })
})
