import { useData } from '../../renderer/usePageContext.tsx'
import { ContentSections } from '../../components/ContentSections.tsx'
import { PageHero } from '../../components/PageHero.tsx'
import { Paragraphs } from '../../components/Paragraphs.tsx'
import { Section } from '../../components/Section.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { heading, lastUpdated, intro, sections, breadcrumbs } = useData<Data>()
  return (
    <>
      <PageHero heading={heading} text={`Last updated ${lastUpdated}`} breadcrumbs={breadcrumbs} />
      <Section>
        <div className="max-w-3xl">
          <Paragraphs paragraphs={intro} className="text-lg text-slate-700" />
          <div className="mt-10">
            <ContentSections sections={sections} />
          </div>
        </div>
      </Section>
    </>
  )
}
