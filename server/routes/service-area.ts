import { Router } from 'express'
import type { ServerContext } from '../context.ts'
import { renderInit, type Pages } from '../page-renderer.ts'
import { checkServiceArea } from '../service-area/check.ts'
import { SERVICE_AREA_API, SERVICE_AREA_CHECK, WE_SERVE_YOU } from '../../shared/service-area.ts'

/** What the box sent: `?place=`, or nothing when it is missing or sent twice. */
const asked = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * "Do we serve you?" (server/service-area/check.ts). The box posts nothing: it is a GET form to the
 * service-area page. With `?place=`, a ZIP code or town served goes straight to its city page; any
 * other answer is that page rendered with the answer above its list of cities, so no visitor meets
 * a dead end. A script asks the same question at /api/service-area and gets the answer as JSON.
 */
export function serviceAreaRoutes(ctx: ServerContext, pages: Pages): Router {
  const router = Router()
  router.get(SERVICE_AREA_API, (req, res) => {
    res.setHeader('Cache-Control', 'no-cache')
    res.json(checkServiceArea(ctx.site, asked(req.query.place)))
  })
  router.get(SERVICE_AREA_CHECK, async (req, res, next) => {
    if (!('place' in req.query)) return next()
    const answer = checkServiceArea(ctx.site, asked(req.query.place))
    if (answer.kind === 'served') return res.redirect(303, `${answer.city!.path}#${WE_SERVE_YOU}`)
    const page = await pages.render({
      ...renderInit(ctx, req, SERVICE_AREA_CHECK),
      serviceAreaAnswer: answer,
    })
    if (!page) return next()
    for (const [name, value] of page.headers) res.setHeader(name, value)
    // The answer follows the content, which a publish may change: asked again each time.
    res.setHeader('Cache-Control', 'no-cache')
    res.status(page.statusCode).send(page.body)
  })
  return router
}
