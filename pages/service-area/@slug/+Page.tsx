import { useData } from '../../../renderer/usePageContext.tsx'
import { CityFacts } from '../../../components/CityFacts.tsx'
import { PageHero } from '../../../components/PageHero.tsx'
import { CtaBanner } from '../../../components/CtaBanner.tsx'
import { FaqCompact } from '../../../components/FaqCompact.tsx'
import { Section } from '../../../components/Section.tsx'
import type { Data } from './+data.ts'
import { CityArticle, CityAside, CityServicesSection, NearbyCitiesSection } from './CitySections.tsx'

/** One template for every city page. */
export default function Page() {
  const { city, facts, breadcrumbs, phone, wording, services, faq, nearby } = useData<Data>()
  return (
    <>
      <PageHero
        breadcrumbs={breadcrumbs}
        eyebrow={`${city.county} County · ${city.region}`}
        heading={city.heading}
        text={city.popularService}
        actions={[
          { label: `Call ${phone.telephone}`, href: phone.telephoneHref, call: true },
          { label: wording.quoteAction.label, href: wording.quoteAction.href, call: false },
        ]}
        aside={<CityFacts city={city.name} {...facts} />}
      />
      <Section>
        <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
          <CityArticle city={city} wording={wording} />
          <CityAside city={city} wording={wording} phone={phone} />
        </div>
      </Section>
      <CityServicesSection services={services} wording={wording} />
      <NearbyCitiesSection nearby={nearby} wording={wording} />
      <Section id="questions" heading={wording.faq} tone="muted">
        <div className="max-w-3xl">
          <FaqCompact items={faq} />
        </div>
      </Section>
      <CtaBanner heading={wording.cta.heading} text={wording.cta.text} link={wording.quoteAction} {...phone} />
    </>
  )
}
