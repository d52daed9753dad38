import type { PageContextServer } from 'vike/types'
import { blogPosting } from '../../renderer/jsonld.ts'
import { mediaPath, type PublicPost } from '../../shared/posts.ts'
import type { Data } from './+data.ts'

/**
 * A post's pictures for search engines, as absolute addresses: its own (an uploaded one at its
 * largest size, as JPEG), else the business's logo.
 */
function postImages(origin: string, logo: string, { image, imageVariants }: PublicPost): string[] {
  if (image && imageVariants) return [origin + mediaPath(imageVariants.hash, Math.max(...imageVariants.widths), 'jpg')]
  if (image) return [image.startsWith('/') ? origin + image : image]
  return [origin + logo]
}

/** A published article is a BlogPosting; the list and a preview of a post not yet published are not. */
export default (pageContext: PageContextServer) => {
  const { article, preview } = pageContext.data as Data
  if (!article?.publishedAt || preview) return []
  const origin = new URL(pageContext.canonical).origin
  const { business } = pageContext.site
  return [blogPosting(pageContext.canonical, origin, business, article, postImages(origin, business.logo, article))]
}
