import { useData } from '../../renderer/usePageContext.tsx'
import { PageHero } from '../../components/PageHero.tsx'
import { PointGrid } from '../../components/PointGrid.tsx'
import { Section } from '../../components/Section.tsx'
import { ServiceAreaCheck } from '../../components/ServiceAreaCheck.tsx'
import type { Data } from './+data.ts'
import {
  CitiesSection,
  HighlightsSection,
  MapSection,
  NotListedSection,
  NotSureSection,
  ServiceAreaIntro,
} from './ServiceAreaSections.tsx'

export default function Page() {
  const {
    hero,
    breadcrumbs,
    intro,
    mapHeading,
    map,
    citiesHeading,
    counties,
    allCitiesNote,
    highlightsHeading,
    highlights,
    regions,
    notListed,
    notSure,
    benefits,
    phone,
    serviceAreaCheck,
  } = useData<Data>()
  return (
    <>
      <PageHero {...hero} breadcrumbs={breadcrumbs} />
      <NotSureSection notSure={notSure} phone={phone}>
        {serviceAreaCheck && (
          <ServiceAreaCheck id="area-place" boxId="do-we-serve-you" answer={serviceAreaCheck.answer} />
        )}
      </NotSureSection>
      <ServiceAreaIntro
        intro={intro}
        jumpLinks={[
          { href: '#map', label: mapHeading },
          { href: '#cities', label: citiesHeading },
          { href: '#highlights', label: highlightsHeading },
          { href: '#benefits', label: benefits.heading },
        ]}
      />
      <MapSection mapHeading={mapHeading} map={map} regions={regions} />
      <CitiesSection citiesHeading={citiesHeading} counties={counties} allCitiesNote={allCitiesNote} />
      <HighlightsSection highlightsHeading={highlightsHeading} highlights={highlights} />
      <NotListedSection notListed={notListed} phone={phone} />

      <Section id="benefits" heading={benefits.heading} tone="muted">
        <PointGrid points={benefits.items} columns={4} />
      </Section>
    </>
  )
}
