import { CtaBanner } from '../../components/CtaBanner.tsx'
import { PostCard } from '../../components/PostCard.tsx'
import { Section } from '../../components/Section.tsx'
import type { Category } from '../../components/post-format.ts'
import type { Data } from './+data.ts'

/** After an article: the posts to read next (when the blog has others), then the call-to-action band. */
export function ArticleEnd({
  end,
  categories,
  topics,
}: {
  end: NonNullable<Data['articleEnd']>
  categories: Category[]
  topics: Category[]
}) {
  return (
    <>
      {end.related.length > 0 && (
        <Section id="related" heading={end.relatedHeading} tone="muted">
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {end.related.map((post) => (
              <PostCard key={post.id} post={post} categories={categories} topics={topics} />
            ))}
          </div>
        </Section>
      )}
      <CtaBanner heading={end.cta.heading} text={end.cta.text} link={end.cta.link} {...end.phone} />
    </>
  )
}
