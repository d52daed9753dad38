import express, { Router } from 'express'
import { EVENTS_PATH } from '../../shared/site-events.ts'
import type { ServerContext } from '../context.ts'
import { HttpError, parseInput } from '../http-errors.ts'
import { countable } from '../measure/counted.ts'
import { BeaconSchema } from '../measure/site-events.ts'

/**
 * POST /api/events: a page's beacon (renderer/measure.ts), counted for the Reports screen. Nothing is
 * counted from a browser that asks not to be tracked (DNT: 1, Sec-GPC: 1), whatever its page sent,
 * nor from a robot (measure/counted.ts). The answer is empty: the page does not wait for it.
 */
export function eventRoutes(ctx: ServerContext): Router {
  const router = Router()
  // sendBeacon sends a string as text/plain: read as text, whatever the type, within a small limit.
  router.post(EVENTS_PATH, express.text({ type: () => true, limit: '4kb' }), (req, res) => {
    if (!countable((name) => req.get(name))) {
      res.status(204).end()
      return
    }
    let body: unknown
    try {
      body = JSON.parse(typeof req.body === 'string' ? req.body : '')
    } catch {
      throw new HttpError(400, 'The beacon must be JSON: { path, landing, referrer, type or vitals }.')
    }
    ctx.siteEvents.record(parseInput(BeaconSchema, body))
    res.status(204).end()
  })
  return router
}
