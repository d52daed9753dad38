import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { RequestHandler } from 'express'
import { postModified } from '../../shared/posts.ts'
import { SITEMAP_END, sitemapUrl, sitemapXml } from '../../shared/sitemap.ts'
import { etagOf } from '../blog-cache.ts'
import type { ServerContext } from '../context.ts'
import { currentBuildIfAny } from '../../shared/build-output.ts'
import { publicAddress } from '../site-address.ts'

/** An ISO date-time to the second, as the build's dates are (build/page-dates.ts). */
const toSecond = (iso: string) => iso.replace(/\.\d+Z$/, 'Z')

/** The latest of ISO date-times (they sort as text), or undefined when there are none. */
const newest = (dates: string[]) => [...dates].sort().at(-1)

/**
 * The served sitemap: the build's (its prerendered pages, each dated by when its content last
 * changed: build/page-dates.ts), with the blog appended: its index, dated by its newest post's
 * change, and each published post. Drafts and posts scheduled for later are not in it, since
 * listPublished leaves them out; a scheduled post is in it from the moment it publishes.
 */
export function sitemap(ctx: ServerContext, buildDir: string | null, now: number): string {
  const file = buildDir && join(buildDir, 'client', 'sitemap.xml')
  const built = file && existsSync(file) ? readFileSync(file, 'utf8') : sitemapXml([])
  const posts = ctx.blog.listPublished(now)
  const blog = `${publicAddress(ctx)}/blog`
  const dates = posts.map((post) => toSecond(postModified(post)))
  // The index lists the posts: it changed with the newest; with no post yet it shows only what the build made.
  const indexDate =
    newest(dates) ?? newest([...built.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((match) => match[1]!))
  const urls = [
    ...(indexDate ? [sitemapUrl(blog, indexDate)] : []),
    ...posts.map((post, i) => sitemapUrl(`${blog}/${post.slug}`, dates[i]!)),
  ]
  return built.slice(0, built.length - SITEMAP_END.length) + urls.join('') + SITEMAP_END
}

/**
 * GET /sitemap.xml, made again when the blog changes, a scheduled post falls due or a new build is
 * published. `public, no-cache` with an ETag: a crawler or a CDN keeps it and asks each time, and
 * an unchanged one is answered 304 with no body.
 */
export function sitemapRoute(ctx: ServerContext): RequestHandler {
  let made: { key: string; expires: number; body: string; etag: string } | null = null
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path !== '/sitemap.xml') return next()
    const now = ctx.now()
    // `npm run dev` dates no page (build/page-dates.ts does, for a build): with no build, only the blog is listed.
    const buildDir = currentBuildIfAny(ctx.buildDir)
    const key = `${buildDir}\n${ctx.blog.version()}`
    if (!made || made.key !== key || now >= made.expires) {
      const body = sitemap(ctx, buildDir, now)
      made = { key, expires: ctx.blog.nextScheduled(now), body, etag: etagOf(body) }
    }
    res.setHeader('Cache-Control', 'public, no-cache')
    res.setHeader('ETag', made.etag)
    // Express answers 304, without the body, when the request's If-None-Match names this ETag.
    res.type('application/xml').send(made.body)
  }
}
