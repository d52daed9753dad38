import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { crumbs, type PageData } from '../../renderer/page-data.ts'
import { postHead } from '../../content-loader/head-text.ts'
import { heroOf, phoneOf } from '../content-props.ts'
import { blogFilterOf } from '../../components/blog-filter.ts'
import { previewOf } from './preview.ts'
import { relatedPosts } from './related.ts'
import { mediaPath, type PublicPost } from '../../shared/posts.ts'

export type Data = Awaited<ReturnType<typeof data>>

const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/**
 * The post's picture on its share card: an uploaded one at its largest size, as JPEG; a picture of
 * the site as it is. One on another site is left out: the card would depend on that site answering.
 */
function sharePicture({ image, imageAlt, imageVariants }: PublicPost): { src: string; alt: string } | undefined {
  if (!image || !imageAlt) return undefined
  if (imageVariants)
    return { src: mediaPath(imageVariants.hash, Math.max(...imageVariants.widths), 'jpg'), alt: imageAlt }
  return image.startsWith('/') ? { src: image, alt: imageAlt } : undefined
}

export function data(pageContext: PageContextServer) {
  const { services } = pageContext
  if (!services) throw new Error('The blog is rendered by the server, which provides its services.')
  const site = pageContext.site
  const page = site.pages.blog
  const now = services.now()
  const slug = pageContext.routeParams.slug
  const published = slug ? services.blog.findPublished(slug, now) : null
  // Not published (yet): a signed-in user sees it as a preview; for visitors it does not exist.
  const draft = slug && !published ? previewOf(pageContext, slug, now) : null
  const article = published ?? draft?.article ?? null
  if (slug && !article) throw render(404)
  const posts = services.blog.listPublished(now).map(({ content, ...post }) => ({ ...post, text: plainText(content) }))
  const categories = services.blog.listNamed('categories')
  const topics = services.blog.listNamed('tags')
  const search = new URLSearchParams(pageContext.urlParsed.searchOriginal ?? '')
  return {
    seo: article ? postHead(article) : page.seo,
    shareImage: article ? sharePicture(article) : undefined,
    // A preview of a draft has no publication time: it is shared as a page, if at all.
    published: article?.publishedAt ? { time: article.publishedAt, modified: article.updatedAt } : undefined,
    breadcrumbs: crumbs(
      { name: 'Blog', path: '/blog' },
      ...(article ? [{ name: article.title, path: `/blog/${article.slug}` }] : []),
    ),
    hero: heroOf(site, page.hero),
    posts,
    categories,
    topics,
    /** The list as the address filters it (/blog?topic=hurricane-season), so a topic's link works without JavaScript. */
    filter: blogFilterOf(search, categories, topics),
    article,
    /** The end of an article: posts to read next, as cards, and the call-to-action band. */
    articleEnd: article && {
      ...page.articleEnd,
      related: relatedPosts(article, posts).map(({ text: _text, ...card }) => card),
      phone: phoneOf(site),
    },
    /** Set when the article is a draft or scheduled post shown to a signed-in user. */
    preview: draft?.preview ?? null,
  } satisfies PageData
}
