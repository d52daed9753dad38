import { useData } from '../../renderer/usePageContext.tsx'
import { ContentSections } from '../../components/ContentSections.tsx'
import { CtaBanner } from '../../components/CtaBanner.tsx'
import { PageHero } from '../../components/PageHero.tsx'
import { PointGrid } from '../../components/PointGrid.tsx'
import { Section } from '../../components/Section.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { hero, breadcrumbs, sections, badges, cta, phone } = useData<Data>()
  return (
    <>
      <PageHero {...hero} breadcrumbs={breadcrumbs} />
      <Section>
        <div className="max-w-3xl">
          <ContentSections sections={sections} />
        </div>
      </Section>
      <Section tone="muted">
        <PointGrid points={badges} columns={4} />
      </Section>
      <CtaBanner {...cta} {...phone} />
    </>
  )
}
