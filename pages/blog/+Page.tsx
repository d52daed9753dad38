import { useData } from 'vike-react/useData'
import { PageHero } from '../../components/PageHero.tsx'
import { Section } from '../../components/Section.tsx'
import type { Data } from './+data.ts'
import { Article } from './Article.tsx'
import { BlogList } from './BlogList.tsx'

/** The blog list, or the article the address names. */
export default function Page() {
  const { hero, breadcrumbs, posts, categories, topics, article } = useData<Data>()
  if (article) return <Article article={article} categories={categories} breadcrumbs={breadcrumbs} />
  return (
    <>
      <PageHero {...hero} breadcrumbs={breadcrumbs} />
      <Section tone="muted">
        <BlogList posts={posts} categories={categories} topics={topics} />
      </Section>
    </>
  )
}
