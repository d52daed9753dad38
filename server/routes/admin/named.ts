import type { Router } from 'express'
import { z } from 'zod'
import type { ServerContext } from '../../context.ts'
import { HttpError, parseInput } from '../../http-errors.ts'
import { idOf, type Audit } from './params.ts'

const NameSchema = z.object({
  name: z
    .string({ message: 'must be text' })
    .trim()
    .min(1, 'must not be empty')
    .max(60, 'must be at most 60 characters'),
})
/** Categories and topics (tags): the same four routes each, with their own nouns in messages. */
export function categoryAndTopicRoutes(router: Router, { blog }: ServerContext, audit: Audit) {
  for (const [path, table, noun] of [
    ['categories', 'categories', 'category'],
    ['tags', 'tags', 'topic'],
  ] as const) {
    router.get(`/api/admin/${path}`, (_req, res) => {
      res.json(blog.listNamed(table))
    })
    router.post(`/api/admin/${path}`, (req, res) => {
      const { name } = parseInput(NameSchema, req.body)
      if (blog.findNamedByName(table, name)) throw new HttpError(409, `name: a ${noun} called "${name}" already exists`)
      const created = blog.insertNamed(table, name)
      audit(req, `${noun}_create`, { id: created.id, name })
      res.status(201).json(created)
    })
    router.patch(`/api/admin/${path}/:id`, (req, res) => {
      const id = idOf(req)
      const { name } = parseInput(NameSchema, req.body)
      const clash = blog.findNamedByName(table, name)
      if (clash && clash.id !== id) throw new HttpError(409, `name: a ${noun} called "${name}" already exists`)
      const renamed = blog.renameNamed(table, id, name)
      if (!renamed) throw new HttpError(404, `No ${noun} with id ${id}`)
      audit(req, `${noun}_rename`, { id, name })
      res.json(renamed)
    })
    router.delete(`/api/admin/${path}/:id`, (req, res) => {
      const id = idOf(req)
      if (!blog.deleteNamed(table, id)) throw new HttpError(404, `No ${noun} with id ${id}`)
      audit(req, `${noun}_delete`, { id })
      res.status(204).end()
    })
  }
}
