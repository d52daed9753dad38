import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { RequestHandler } from 'express'
import { withIndexes, type Site } from '../schemas/site.ts'
import type { ServerContext } from './context.ts'
import type { ServedBuilds } from './served-builds.ts'
import { noticeRoutingChange } from './leads/lead-routing.ts'
import { recordCurrentWording } from './leads/text-consent.ts'

/**
 * The content the server answers with itself (the lead forms' choices and dates, the business's name
 * and telephone in error pages and lead emails) is that of the build it serves: each build holds its
 * checked content (site.json, written by the build's content check). When a new build is published
 * while the server runs (a Save in Site content, or `npm run build`), the next request brings its
 * content in, so a choice added to forms.yaml is taken from the first visitor who sees it.
 * A build without site.json keeps the content the server has.
 */
export function followServedContent(ctx: ServerContext, builds: ServedBuilds): RequestHandler {
  let followed = ''
  return (_req, _res, next) => {
    const dir = builds.current().dir
    if (dir !== followed) {
      followed = dir
      const file = join(dir, 'site.json')
      if (existsSync(file)) serveContent(ctx, withIndexes(JSON.parse(readFileSync(file, 'utf8')) as Omit<Site, 'city'>))
    }
    next()
  }
}

/** The server answers with `site` from now on (a new build's, or under `npm run dev` the content folder's after an edit). */
export function serveContent(ctx: ServerContext, site: Site) {
  ctx.site = site
  // The pages may show a new wording of the text-message box: kept before anyone sends it.
  recordCurrentWording(ctx.db, ctx.site, ctx.now())
  // Its forms may post elsewhere now (a save, a hand edit, a git pull then a build): recorded and said.
  void noticeRoutingChange(ctx)
}
