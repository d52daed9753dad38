import { useData } from '../../../renderer/usePageContext.tsx'
import { CityFacts } from '../../../components/CityFacts.tsx'
import { PageHero } from '../../../components/PageHero.tsx'
import { CtaBanner } from '../../../components/CtaBanner.tsx'
import { FaqCompact } from '../../../components/FaqCompact.tsx'
import { Section } from '../../../components/Section.tsx'
import type { Data } from './+data.ts'
import { WE_SERVE_YOU } from '../../../shared/service-area.ts'
import { CityArticle, CityAside, CityServicesSection, NearbyCitiesSection } from './CitySections.tsx'

/** One template for every city page. */
export default function Page() {
  const { city, facts, breadcrumbs, phone, wording, services, faq, nearby } = useData<Data>()
  return (
    <>
      {/* Shown when the "Do we serve you?" box sends a visitor here (#we-serve-you), with JavaScript or without. */}
      <p
        id={WE_SERVE_YOU}
        className="hidden scroll-mt-24 bg-emerald-50 px-4 py-3 text-center font-semibold text-emerald-900 target:block"
      >
        Yes, we serve {city.name}. Call {phone.telephone} or ask for a free quote below.
      </p>
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
