import { useData } from '../../renderer/usePageContext.tsx'
import { ContentSections } from '../../components/ContentSections.tsx'
import { CtaBanner } from '../../components/CtaBanner.tsx'
import { PageHero } from '../../components/PageHero.tsx'
import { Paragraphs } from '../../components/Paragraphs.tsx'
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
      <Section>
        <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
          <div>
            <Paragraphs paragraphs={intro} className="text-lg text-slate-700" />
            <div className="mt-10">
              <ContentSections sections={sections} />
            </div>
          </div>
          <img
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            className="w-full self-start rounded-2xl bg-brand-50 shadow-sm"
          />
        </div>
      </Section>
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
