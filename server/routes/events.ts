import express, { Router } from 'express'
import { EVENTS_PATH } from '../../shared/site-events.ts'
import type { ServerContext } from '../context.ts'
import { HttpError, parseInput } from '../http-errors.ts'
import { countable } from '../measure/counted.ts'
import { BeaconSchema } from '../measure/site-events.ts'

/**
 * Counts one beacon's body from a client address, as POST /api/events does once it has heard the
 * browser out (opted out, a robot): past the address's rate it is dropped before its JSON is read; a body that is no
 * beacon is refused (HttpError 400).
 */
export function countBeacon(ctx: ServerContext, ip: string | undefined, text: unknown) {
  if (!ctx.siteEvents.admits(ip)) return
  let body: unknown
  try {
    body = JSON.parse(typeof text === 'string' ? text : '')
  } catch {
    throw new HttpError(400, 'The beacon must be JSON: { path, landing, referrer, type or vitals }.')
  }
  ctx.siteEvents.record(parseInput(BeaconSchema, body))
}

/**
 * POST /api/events: a page's beacon (renderer/measure.ts), counted for the Reports screen. Nothing is
 * counted from a browser that asks not to be tracked (DNT: 1, Sec-GPC: 1), whatever its page sent,
 * nor from a robot, nor past its address's rate. The answer is empty, and the same in each case
 * (204): the page does not wait for it, and sendBeacon retries nothing.
 */
export function eventRoutes(ctx: ServerContext): Router {
  const router = Router()
  // sendBeacon sends a string as text/plain: read as text, whatever the type, within a small limit.
  router.post(EVENTS_PATH, express.text({ type: () => true, limit: '4kb' }), (req, res) => {
    if (countable((name) => req.get(name))) countBeacon(ctx, req.ip, req.body)
    res.status(204).end()
  })
  return router
}
