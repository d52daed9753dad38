import type { PageContextServer } from 'vike/types'
import { blogPosting } from '../../renderer/jsonld.ts'
import { shareCardOf } from '../../renderer/share-card.ts'
import { mediaPath, type PublicPost } from '../../shared/posts.ts'
import { CARDS_PATH } from '../../shared/share-card.ts'
import type { Data } from './+data.ts'

/** A post's own picture as an absolute address: an uploaded one at its largest size, as JPEG. */
function coverImage(origin: string, { image, imageVariants }: PublicPost): string | null {
  if (image && imageVariants) return origin + mediaPath(imageVariants.hash, Math.max(...imageVariants.widths), 'jpg')
  if (image) return image.startsWith('/') ? origin + image : image
  return null
}

/**
 * A published article is a BlogPosting; the list and a preview of a post not yet published are not.
 * Its pictures: its own, if it has one, then its share card (the page's og:image, a 1200 × 630 PNG
 * drawn from its title and picture), which every post has.
 */
export default (pageContext: PageContextServer) => {
  const { article, preview } = pageContext.data as Data
  if (!article?.publishedAt || preview) return []
  const origin = new URL(pageContext.canonical).origin
  const card = origin + CARDS_PATH + shareCardOf(pageContext).file
  const cover = coverImage(origin, article)
  const images = cover ? [cover, card] : [card]
  return [blogPosting(pageContext.canonical, origin, pageContext.site.business, article, images)]
}
