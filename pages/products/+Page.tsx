import { useData } from '../../renderer/usePageContext.tsx'
import { ContentSections } from '../../components/ContentSections.tsx'
import { CtaBanner } from '../../components/CtaBanner.tsx'
import { PageHero } from '../../components/PageHero.tsx'
import { IntroSection } from '../../components/IntroSection.tsx'
import { Section } from '../../components/Section.tsx'
import { CardGrid } from '../../components/ServiceCard.tsx'
import type { Data } from './+data.ts'
import { Catalog } from './Catalog.tsx'

/** One template for /products and every product page. */
export default function Page() {
  const { hero, breadcrumbs, image, intro, sections, catalog, closingSections, related, relatedHeading, cta, phone } =
    useData<Data>()
  return (
    <>
      <PageHero {...hero} breadcrumbs={breadcrumbs} />
      <IntroSection intro={intro} sections={sections} image={image} />
      {catalog.length > 0 && (
        <Section tone="muted">
          <div className="space-y-14">
            {catalog.map(({ heading, ...block }) => (
              <Catalog key={block.kind} block={block} heading={heading} />
            ))}
          </div>
        </Section>
      )}
      {closingSections.length > 0 && (
        <Section>
          <ContentSections sections={closingSections} />
        </Section>
      )}
      {related.length > 0 && (
        <Section heading={relatedHeading} tone="muted">
          <CardGrid cards={related} />
        </Section>
      )}
      <CtaBanner {...cta} {...phone} />
    </>
  )
}
