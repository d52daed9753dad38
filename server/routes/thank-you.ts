import type { RequestHandler } from 'express'
import type { ServerContext } from '../context.ts'
import { formKeyKind } from '../db/leads.ts'
import { renderInit, type Pages } from '../page-renderer.ts'

/**
 * /thank-you?request=<form key>, where a stored lead sends its visitor (routes/leads.ts): the page
 * rendered as the confirmation, only when a lead was stored from that form. Any other /thank-you
 * (typed in, a bookmark, a search result, a key nobody sent) is left to the prerendered page, which
 * claims nothing was received. The key is the form's own (made by the visitor's browser, or derived
 * from the post: leads/form-key.ts), so the confirmation names no lead and shows nothing of it but
 * its kind (a booking is confirmed as a booking). It is the visitor's alone: never kept by a shared cache.
 */
export function thankYouPage(ctx: ServerContext, pages: Pages): RequestHandler {
  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path !== '/thank-you') return next()
    const key = req.query.request
    const kind = typeof key === 'string' && key.length <= 64 ? formKeyKind(ctx.db, key) : null
    if (!kind) return next()
    const page = await pages.render({ ...renderInit(ctx, req, '/thank-you'), leadReceived: kind })
    if (!page) return next()
    for (const [name, value] of page.headers) res.setHeader(name, value)
    res.setHeader('Cache-Control', 'private, no-store')
    res.status(page.statusCode).send(page.body)
  }
}
