import { usePageContext } from '../../renderer/usePageContext.tsx'
import { BLOG_FEED_PATH } from '../../shared/posts.ts'

/** Feed readers find the blog's feed from any blog page. */
export default function Head() {
  const { canonical, shell } = usePageContext()
  return (
    <link
      rel="alternate"
      type="application/rss+xml"
      title={`${shell.name} blog`}
      href={new URL(canonical).origin + BLOG_FEED_PATH}
    />
  )
}
