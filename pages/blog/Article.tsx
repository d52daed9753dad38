import { Icon } from '../../components/Icon.tsx'
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx'
import { categoryName, type Category, type PostSummary } from '../../components/post-format.ts'
import { PostDate, TopicChips } from '../../components/PostCard.tsx'
import { PostImage } from '../../components/post-image/PostImage.tsx'

export function Article({
  article,
  categories,
  topics,
  breadcrumbs,
}: {
  article: PostSummary
  categories: Category[]
  topics: Category[]
  breadcrumbs: { name: string; path: string }[]
}) {
  const category = categoryName(categories, article.categoryId)
  return (
    <article>
      <header className="bg-gradient-to-br from-navy-950 via-navy-900 to-brand-800 text-white">
        <div className="container-page max-w-4xl py-10 sm:py-14">
          <Breadcrumbs trail={breadcrumbs} />
          <p className="mt-5 inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-amber-300">
            <Icon name="tag" className="size-4" />
            {category}
          </p>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{article.title}</h1>
          <p className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-brand-100">
            <span className="inline-flex items-center gap-1.5">
              <Icon name="calendar" className="size-4" />
              <PostDate post={article} />
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Icon name="clock" className="size-4" />
              {article.readTime} min read
            </span>
          </p>
          <div className="mt-5 empty:hidden">
            <TopicChips ids={article.tagIds} topics={topics} tone="dark" />
          </div>
        </div>
      </header>
      <div className="container-page max-w-4xl py-10">
        <PostImage
          image={article.image}
          imageAlt={article.imageAlt}
          imageVariants={article.imageVariants}
          category={category}
          kind="hero"
        />
        {/* Rendered from Markdown and sanitized on the server when the post was saved. */}
        <div className="article-body mt-8" dangerouslySetInnerHTML={{ __html: article.content }} />
        <a
          href="/blog"
          className="mt-12 inline-flex items-center gap-2 rounded-lg bg-navy-900 px-5 py-3 font-bold text-white hover:bg-navy-800"
        >
          <Icon name="arrow-left" className="size-5" />
          Back to Blog
        </a>
      </div>
    </article>
  )
}
