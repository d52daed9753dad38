import { Router } from 'express'
import type { ServerContext } from '../context.ts'

/** This site's own address for leaving a review: the one the lead page's review request sends. */
export const REVIEW_PATH = '/review'

/**
 * /review sends the customer on to the business's review address (business.yaml `review.url`) with
 * 302 Found: a temporary redirect, which browsers and caches do not keep, so when the owner changes
 * the address every link already sent goes to the new one. With no address in the content, /review
 * is not a page of this site (404), rather than a link that looks right and leads nowhere useful.
 */
export function reviewRedirect(ctx: ServerContext): Router {
  const router = Router()
  router.get(REVIEW_PATH, (_req, res, next) => {
    const url = ctx.site.business.review?.url
    if (!url) return next()
    res.setHeader('Cache-Control', 'no-store')
    res.redirect(302, url)
  })
  return router
}
