import { useData, usePageContext } from '../../renderer/usePageContext.tsx'
import { BLOG_FEED_PATH } from '../../shared/posts.ts'
import type { Data } from './+data.ts'

/** Feed readers find the blog's feed from any blog page; a preview of a post not yet published is never indexed. */
export default function Head() {
  const { canonical, shell } = usePageContext()
  const { preview } = useData<Data | undefined>() ?? {}
  return (
    <>
      {preview && <meta name="robots" content="noindex" />}
      <link
        rel="alternate"
        type="application/rss+xml"
        title={`${shell.name} blog`}
        href={new URL(canonical).origin + BLOG_FEED_PATH}
      />
    </>
  )
}
