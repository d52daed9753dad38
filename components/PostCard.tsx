import { Icon } from './Icon.tsx'
import { topicHref } from './blog-filter.ts'
import { PostImage } from './post-image/PostImage.tsx'
import { categoryName, formatDate, type Category, type PostCardData, type PostSummary } from './post-format.ts'

/** What a card shows, with the sizes of an uploaded picture. */
type CardPost = PostCardData & Pick<PostSummary, 'imageVariants'>

export function PostCard({ post, categories, topics }: { post: CardPost; categories: Category[]; topics: Category[] }) {
  const category = categoryName(categories, post.categoryId)
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <PostImage
        image={post.image}
        imageAlt={post.imageAlt}
        imageVariants={post.imageVariants}
        category={category}
        kind="card"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-bold tracking-wide text-brand-700 uppercase">{category}</p>
        <h3 className="mt-2 text-lg font-bold text-navy-900">{post.title}</h3>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1">
            <Icon name="calendar" className="size-4" />
            <PostDate post={post} />
          </span>
          <span className="inline-flex items-center gap-1">
            <Icon name="clock" className="size-4" />
            {post.readTime} min read
          </span>
        </p>
        <p className="mt-3 flex-1 text-slate-700">{post.excerpt}</p>
        <div className="mt-4 empty:hidden">
          <TopicChips ids={post.tagIds} topics={topics} />
        </div>
        <a
          href={`/blog/${post.slug}`}
          className="mt-4 inline-flex items-center gap-1 font-bold text-brand-700 hover:underline"
        >
          Read full article<span className="sr-only">: {post.title}</span>
          <Icon name="arrow-right" className="size-4" />
        </a>
      </div>
    </article>
  )
}

/** When a post was published (a draft: written), as readers read it and as a machine-readable time. */
export function PostDate({ post }: { post: Pick<PostSummary, 'publishedAt' | 'createdAt'> }) {
  const iso = post.publishedAt ?? post.createdAt
  return <time dateTime={iso}>{formatDate(iso)}</time>
}

const chipTone = {
  light: 'bg-brand-50 text-brand-800 ring-brand-200 hover:bg-brand-100',
  dark: 'bg-white/10 text-white ring-white/25 hover:bg-white/20',
}

/** A post's topics, each a link to the blog filtered by it. */
export function TopicChips({
  ids,
  topics,
  tone = 'light',
}: {
  ids: number[]
  topics: Category[]
  tone?: keyof typeof chipTone
}) {
  const chosen = topics.filter((topic) => ids.includes(topic.id))
  if (chosen.length === 0) return null
  return (
    <ul aria-label="Topics" className="flex flex-wrap gap-2">
      {chosen.map((topic) => (
        <li key={topic.id}>
          <a
            href={topicHref(topic)}
            className={`inline-flex min-h-8 items-center rounded-full px-3 text-sm font-semibold ring-1 ${chipTone[tone]}`}
          >
            {topic.name}
          </a>
        </li>
      ))}
    </ul>
  )
}

/** Post cards, a page at a time: Load More Articles shows `step` more until all are shown. */
export function PostGrid({
  posts,
  categories,
  topics,
  visible,
  step,
  onMore,
}: {
  posts: CardPost[]
  categories: Category[]
  topics: Category[]
  visible: number
  step: number
  onMore: (visible: number) => void
}) {
  return (
    <>
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {posts.slice(0, visible).map((post) => (
          <PostCard key={post.id} post={post} categories={categories} topics={topics} />
        ))}
      </div>
      {visible < posts.length && (
        <div className="mt-8 text-center">
          <button
            type="button"
            onClick={() => onMore(Math.min(visible + step, posts.length))}
            className="rounded-lg border border-navy-900 px-5 py-3 font-bold text-navy-900 hover:bg-navy-900 hover:text-white"
          >
            Load More Articles
          </button>
        </div>
      )}
    </>
  )
}
