import express, { type Request, type RequestHandler, type Response, type Router } from 'express'
import { z } from 'zod'
import type { ContentTypeInfo } from '../../../shared/admin-content.ts'
import { ContentAnswer } from '../../content/changes.ts'
import { listEntries } from '../../content/entries.ts'
import { kindOf, MAX_FILE_BYTES } from '../../content/files.ts'
import { PREVIEW_PATH } from '../../content/previewer.ts'
import { CONTENT_KINDS } from '../../content/registry.ts'
import { SiteContent } from '../../content/site-content.ts'
import type { ServerContext } from '../../context.ts'
import { HttpError, parseInput } from '../../http-errors.ts'
import { idOf, type Audit } from './params.ts'

/** Site content's routes whose bodies carry a whole file's values. */
export const CONTENT_EDIT_PATH = '/api/admin/content'

/**
 * The largest body a save may send: the largest content file (files.ts MAX_FILE_BYTES, 1 MB), as a
 * file's values written as JSON are about as long as its YAML. A larger body is refused (413) by its
 * Content-Length, before a byte of it is parsed; a field too long within it is refused by name
 * (edits.ts MAX_FIELD_CHARS). Parsed only for signed-in site editors and administrators, after the
 * role check.
 */
export const MAX_BODY_BYTES = MAX_FILE_BYTES

/** Whether a request's body is left to Site content's own parser (app.ts parses every other body, smaller). */
export const isContentEdit = (path: string) => path === CONTENT_EDIT_PATH || path.startsWith(`${CONTENT_EDIT_PATH}/`)

const SaveBody = z.object({ values: z.unknown(), version: z.string().optional().default('') })
const RemoveBody = z.object({ version: z.string().optional().default(''), redirectTo: z.string().optional() })
const HistoryQuery = z.object({ before: z.coerce.number().int().positive().optional() })

const param = (req: Request, name: string) => String(req.params[name] ?? '')

const author = (req: Request) => ({
  id: req.auth!.user.id,
  username: req.auth!.user.username,
  role: req.auth!.user.role,
})

/** An answer with a body of its own (a 409 with the diff, a 422 with the problems) is sent as it is. */
const answered =
  (handler: (req: Request, res: Response) => Promise<unknown>): RequestHandler =>
  async (req, res, next) => {
    try {
      await handler(req, res)
    } catch (error) {
      if (error instanceof ContentAnswer) res.status(error.status).json(error.body)
      else next(error)
    }
  }

/**
 * Admin → Site content (shared/admin-content.ts): the content files listed, opened as forms, saved
 * after the content check, added and removed; their history and its reverts; where publishing is.
 */
export function contentRoutes(router: Router, ctx: ServerContext, audit: Audit) {
  const content = new SiteContent(ctx)
  const json = express.json({ limit: MAX_BODY_BYTES })

  // Every Site content screen asks for the kinds first (admin/screens/content/ContentKinds.tsx useKind):
  // whoever opens one is about to save, and the server readies the check and a build meanwhile.
  router.get('/api/admin/content', (_req, res) => {
    content.warm()
    res.json(
      Object.values(CONTENT_KINDS).map(({ type, label, description, many, canCreate }): ContentTypeInfo => ({
        type,
        label,
        description,
        many,
        canCreate,
      })),
    )
  })
  router.get('/api/admin/content/:type', (req, res) => {
    res.json(listEntries(kindOf(param(req, 'type')), ctx.contentDir, content.read))
  })
  router.get('/api/admin/content/:type/:id', async (req, res) => {
    res.json(await content.open(kindOf(param(req, 'type')), param(req, 'id'), req.auth!.user.role))
  })
  router.put(
    '/api/admin/content/:type/:id',
    json,
    answered(async (req, res) => {
      const saved = await content.save(
        kindOf(param(req, 'type')),
        param(req, 'id'),
        parseInput(SaveBody, req.body),
        author(req),
      )
      audit(req, 'content_save', { change: saved.change.id, files: saved.change.files })
      res.json(saved)
    }),
  )
  router.post(
    '/api/admin/content/:type',
    json,
    answered(async (req, res) => {
      const saved = await content.create(kindOf(param(req, 'type')), parseInput(SaveBody, req.body), author(req))
      audit(req, 'content_create', { change: saved.change.id, files: saved.change.files })
      res.status(201).json(saved)
    }),
  )
  router.delete(
    '/api/admin/content/:type/:id',
    json,
    answered(async (req, res) => {
      const body = parseInput(RemoveBody, req.body)
      const saved = await content.remove(kindOf(param(req, 'type')), param(req, 'id'), body, author(req))
      audit(req, 'content_remove', { change: saved.change.id, files: saved.change.files })
      res.json(saved)
    }),
  )
  checkRoutes(router, content, json)
  historyRoutes(router, content, audit)
}

/** A draft checked, and its pages rendered to look at before anything is live. */
function checkRoutes(router: Router, content: SiteContent, json: RequestHandler) {
  router.post(
    '/api/admin/content/:type/:id/check',
    json,
    answered(async (req, res) => {
      res.json(
        await content.check(kindOf(param(req, 'type')), param(req, 'id'), parseInput(SaveBody, req.body), author(req)),
      )
    }),
  )
  router.post(
    '/api/admin/content/:type/:id/preview',
    json,
    answered(async (req, res) => {
      const body = parseInput(SaveBody, req.body)
      res.json(await content.preview(kindOf(param(req, 'type')), param(req, 'id'), body, author(req)))
    }),
  )
  // The preview's pages, only to those who may edit, each their own: never cached, never indexed.
  router.get([PREVIEW_PATH, `${PREVIEW_PATH}/*path`], (req, res) => {
    const path = `/${([] as string[]).concat(req.params.path ?? []).join('/')}`
    const page = content.previewer.page(req.auth!.user.id, path)
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' })
    if (page === null) throw new HttpError(404, `No preview of ${path}: preview the change again`)
    res.type('html').send(page)
  })
}

/** The changes made, each reverted by a change of its own; where publishing is. */
function historyRoutes(router: Router, content: SiteContent, audit: Audit) {
  router.get('/api/admin/content-history', (req, res) => {
    res.json(content.history(parseInput(HistoryQuery, req.query).before ?? null, req.auth!.user.role))
  })
  router.post(
    '/api/admin/content-history/:id/revert',
    answered(async (req, res) => {
      const saved = await content.revert(idOf(req), author(req))
      audit(req, 'content_revert', { change: saved.change.id, reverted: saved.change.revertOf })
      res.json(saved)
    }),
  )
  router.get('/api/admin/content-publish', (_req, res) => {
    res.json(content.publisher.current())
  })
}
