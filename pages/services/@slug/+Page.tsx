import { Icon } from '../../../components/Icon.tsx'
import { useData } from '../../../renderer/usePageContext.tsx'
import { CtaBanner } from '../../../components/CtaBanner.tsx'
import { FaqAccordion } from '../../../components/FaqAccordion.tsx'
import { PageHero } from '../../../components/PageHero.tsx'
import { IntroSection } from '../../../components/IntroSection.tsx'
import { Section } from '../../../components/Section.tsx'
import { CardGrid } from '../../../components/ServiceCard.tsx'
import type { Data } from './+data.ts'
import { Island } from '../../../components/Island.tsx'

export default function Page() {
  const { hero, breadcrumbs, image, intro, features, sections, process, faq, related, phone, wording } = useData<Data>()
  return (
    <>
      <PageHero {...hero} breadcrumbs={breadcrumbs} />
      <IntroSection intro={intro} sections={sections} image={image}>
        <div className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
          <ul className="space-y-2">
            {features.map((feature) => (
              <li key={feature} className="flex gap-2 text-slate-700">
                <Icon name="check" className="mt-0.5 size-5 shrink-0 text-green-700" />
                {feature}
              </li>
            ))}
          </ul>
        </div>
      </IntroSection>
      {process.length > 0 && (
        <Section id="process" heading={wording.processHeading} tone="muted">
          <ol className="grid gap-5 md:grid-cols-2 lg:grid-cols-4">
            {process.map((step, i) => (
              <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <span className="inline-flex size-9 items-center justify-center rounded-full bg-navy-900 font-bold text-white">
                  {i + 1}
                </span>
                <h3 className="mt-3 font-bold text-navy-900">{step.title}</h3>
                <p className="mt-2 text-slate-600">{step.description}</p>
              </li>
            ))}
          </ol>
        </Section>
      )}
      {faq.length > 0 && (
        <Section id="questions" heading={wording.faqHeading}>
          <div className="max-w-3xl">
            <Island
              name="FaqAccordion"
              component={FaqAccordion}
              props={{ items: faq, idPrefix: 'service-faq' }}
              wake={['interaction']}
            />
          </div>
        </Section>
      )}
      {related.length > 0 && (
        <Section id="related" heading={wording.relatedHeading} tone="muted">
          <CardGrid cards={related} />
        </Section>
      )}
      <CtaBanner {...wording.cta} {...phone} />
    </>
  )
}
