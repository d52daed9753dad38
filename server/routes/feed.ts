import type { Router } from 'express'
import { BLOG_FEED_PATH, type PublicPost } from '../../shared/posts.ts'
import { escapeXml } from '../../shared/xml.ts'
import type { ServerContext } from '../context.ts'
import { publicAddress } from '../site-address.ts'

/** Posts in the feed: the newest, as feed readers keep their own history. */
const FEED_POSTS = 20

/** The published posts as RSS 2.0, with absolute addresses: the one the site's pages name. */
export function blogFeed(ctx: ServerContext, posts: PublicPost[]): string {
  const address = publicAddress(ctx)
  const blog = `${address}/blog`
  const { name } = ctx.site.business
  const items = posts.slice(0, FEED_POSTS).map((post) => {
    const link = `${blog}/${post.slug}`
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${new Date(post.publishedAt ?? post.createdAt).toUTCString()}</pubDate>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      '    </item>',
    ].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(`${name} blog`)}</title>`,
    `    <link>${escapeXml(blog)}</link>`,
    `    <description>${escapeXml(ctx.site.pages.blog.seo.description)}</description>`,
    `    <atom:link href="${escapeXml(address + BLOG_FEED_PATH)}" rel="self" type="application/rss+xml"/>`,
    '    <language>en-us</language>',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}

/** GET /blog/feed.xml: read on each request, so a scheduled post appears the moment it is due. */
export function feedRoute(router: Router, ctx: ServerContext): void {
  router.get(BLOG_FEED_PATH, (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate')
    res.type('application/rss+xml').send(blogFeed(ctx, ctx.blog.listPublished(ctx.now())))
  })
}
