import type { PageContextServer } from 'vike/types'
import type { PublicPost } from '../../shared/posts.ts'

/** What the preview banner says of a post that visitors cannot see yet. */
export interface PreviewNote {
  status: 'draft' | 'scheduled'
  /** For a scheduled post: when it publishes, in the business's time zone (`Tuesday, November 24, 2026 at 9:00 AM EST`). */
  publishesAt: string | null
}

/**
 * A draft or scheduled post, for a signed-in user (any role) only: visitors get the not-found page,
 * as for any address with no published post. The answer is per viewer and never stored by a cache,
 * whatever caching the published blog pages get.
 */
export function previewOf(
  pageContext: PageContextServer,
  slug: string,
  now: number,
): { article: PublicPost; preview: PreviewNote } | null {
  if (!pageContext.viewer || !pageContext.services) return null
  const post = pageContext.services.blog.findForPreview(slug)
  if (!post) return null
  pageContext.headersResponse.set('Cache-Control', 'private, no-store')
  pageContext.headersResponse.set('X-Robots-Tag', 'noindex')
  const { status, ...article } = post
  const publishes = article.publishedAt === null ? null : Date.parse(article.publishedAt)
  const scheduled = status === 'published' && publishes !== null && publishes > now
  return {
    article,
    preview: {
      status: scheduled ? 'scheduled' : 'draft',
      publishesAt: scheduled ? localTime(publishes, pageContext.site.business.timeZone) : null,
    },
  }
}

function localTime(ms: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(ms)
}
