import { Icon } from '../../components/Icon.tsx'
import { useData } from '../../renderer/usePageContext.tsx'
import { ContentSections } from '../../components/ContentSections.tsx'
import { CtaBanner } from '../../components/CtaBanner.tsx'
import { PageHero } from '../../components/PageHero.tsx'
import { Paragraphs } from '../../components/Paragraphs.tsx'
import { Section } from '../../components/Section.tsx'
import { CardGrid } from '../../components/ServiceCard.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { hero, breadcrumbs, image, intro, features, services, sections, cta, phone } = useData<Data>()
  return (
    <>
      <PageHero {...hero} breadcrumbs={breadcrumbs} />
      <Section>
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <div>
            <Paragraphs paragraphs={intro} className="text-lg text-slate-700" />
            <ul className="mt-6 grid gap-2 sm:grid-cols-2">
              {features.map((feature) => (
                <li key={feature} className="flex gap-2 font-semibold text-navy-900">
                  <Icon name="check" className="mt-0.5 size-5 shrink-0 text-green-700" />
                  {feature}
                </li>
              ))}
            </ul>
          </div>
          <img
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            className="w-full rounded-2xl bg-brand-50 shadow-sm"
          />
        </div>
      </Section>
      <Section tone="muted">
        <CardGrid cards={services} level={2} />
      </Section>
      <Section>
        <div className="max-w-3xl">
          <ContentSections sections={sections} />
        </div>
      </Section>
      <CtaBanner {...cta} {...phone} />
    </>
  )
}
