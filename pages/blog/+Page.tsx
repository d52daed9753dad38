import { useData } from '../../renderer/usePageContext.tsx'
import { PageHero } from '../../components/PageHero.tsx'
import { Section } from '../../components/Section.tsx'
import type { Data } from './+data.ts'
import { Article } from './Article.tsx'
import { ArticleEnd } from './ArticleEnd.tsx'
import { PreviewBanner } from './PreviewBanner.tsx'
import { BlogList } from '../../components/BlogList.tsx'
import { Island } from '../../components/Island.tsx'

/** The blog list, or the article the address names (with a banner when a signed-in user previews it), then what to read or do next. */
export default function Page() {
  const { hero, breadcrumbs, posts, categories, topics, filter, article, articleEnd, preview } = useData<Data>()
  if (article)
    return (
      <>
        {preview && <PreviewBanner preview={preview} />}
        <Article article={article} categories={categories} topics={topics} breadcrumbs={breadcrumbs} />
        {articleEnd && <ArticleEnd end={articleEnd} categories={categories} topics={topics} />}
      </>
    )
  return (
    <>
      <PageHero {...hero} breadcrumbs={breadcrumbs} />
      <Section tone="muted">
        <Island
          name="BlogList"
          component={BlogList}
          props={{ posts, categories, topics, filter }}
          wake={['idle', 'interaction']}
        />
      </Section>
    </>
  )
}
