import { ButtonLink } from '../../components/Button.tsx'
import { Icon } from '../../components/Icon.tsx'
import { Island } from '../../components/Island.tsx'
import { Paragraphs } from '../../components/Paragraphs.tsx'
import { Section } from '../../components/Section.tsx'
import { ServiceAreaMapIsland } from '../../components/ServiceAreaMapIsland.tsx'
import type { ReactNode } from 'react'
import type { Data } from './+data.ts'

/** The page's introduction, then links to its sections. */
export function ServiceAreaIntro({
  intro,
  jumpLinks,
}: {
  intro: Data['intro']
  jumpLinks: { href: string; label: string }[]
}) {
  return (
    <Section>
      <Paragraphs paragraphs={intro} className="max-w-3xl text-lg text-slate-700" />
      <nav aria-label="On this page" className="mt-6 flex flex-wrap gap-2 text-sm">
        {jumpLinks.map((link) => (
          <a
            key={link.href}
            href={link.href}
            className="rounded-full border border-slate-300 px-4 py-2 font-semibold text-brand-700 hover:border-brand-600"
          >
            {link.label}
          </a>
        ))}
      </nav>
    </Section>
  )
}

/** The map, which loads when it scrolls into view, over a card for each region. */
export function MapSection({ mapHeading, map, regions }: Pick<Data, 'mapHeading' | 'map' | 'regions'>) {
  return (
    <Section id="map" heading={mapHeading} tone="muted">
      <Island name="ServiceAreaMap" component={ServiceAreaMapIsland} props={map} wake={['visible']} />
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {regions.map((region) => (
          <div key={region.name} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h3 className="flex items-center gap-2 font-bold text-navy-900">
              <Icon name="map-pin" className="size-4 text-accent-600" />
              {region.name}
            </h3>
            <p className="mt-2 text-sm text-slate-600">{region.summary}</p>
          </div>
        ))}
      </div>
    </Section>
  )
}

/** Every served city by county, then a line about the places between them (the call prompt for them is NotListedSection). */
export function CitiesSection({
  citiesHeading,
  counties,
  allCitiesNote,
}: Pick<Data, 'citiesHeading' | 'counties' | 'allCitiesNote'>) {
  return (
    <Section id="cities" heading={citiesHeading}>
      <div className="columns-1 gap-8 sm:columns-2 lg:columns-3">
        {counties.map((county) => (
          <section key={county.name} className="mb-8 break-inside-avoid" aria-labelledby={`county-${county.name}`}>
            <h3 id={`county-${county.name}`} className="text-lg font-bold text-navy-900">
              {county.name} County <span className="text-sm font-normal text-slate-600">· {county.region}</span>
            </h3>
            <ul className="mt-2 space-y-1">
              {county.cities.map((city) => (
                <li key={city.path}>
                  <a href={city.path} className="tap-target text-brand-700 hover:underline">
                    {city.name}
                  </a>
                  {city.isHQ && (
                    <span className="ml-2 rounded bg-navy-900 px-1.5 py-0.5 text-xs font-bold text-white">HQ</span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="mt-4 font-semibold text-navy-900">{allCitiesNote}</p>
    </Section>
  )
}

/** A summary of each highlighted county. */
export function HighlightsSection({ highlightsHeading, highlights }: Pick<Data, 'highlightsHeading' | 'highlights'>) {
  return (
    <Section id="highlights" heading={highlightsHeading} tone="muted">
      <ul className="grid gap-5 md:grid-cols-2">
        {highlights.map((county) => (
          <li key={county.name} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h3 className="text-lg font-bold text-navy-900">{county.name} County</h3>
            <p className="mt-2 text-slate-700">{county.summary}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** For a city not listed: call, or follow the link. */
export function NotListedSection({ notListed, phone }: Pick<Data, 'notListed' | 'phone'>) {
  return (
    <Section id="not-listed">
      <div className="rounded-2xl bg-navy-900 p-8 text-white">
        <h2 className="text-2xl font-extrabold">{notListed.heading}</h2>
        <p className="mt-2 max-w-2xl text-brand-100">{notListed.text}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink href={phone.telephoneHref} call>
            Call {phone.telephone}
          </ButtonLink>
          <ButtonLink href={notListed.link.href} variant="light">
            {notListed.link.label}
          </ButtonLink>
        </div>
      </div>
    </Section>
  )
}

/** "Not sure if we service your area?": call, or send a request, beside the "Do we serve you?" box (its children). */
export function NotSureSection({
  notSure,
  phone,
  children,
}: Pick<Data, 'notSure' | 'phone'> & { children?: ReactNode }) {
  return (
    <div className="container-page grid gap-6 pt-8 lg:grid-cols-2 lg:items-start">
      <section aria-labelledby="not-sure" className="rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100 sm:p-6">
        <h2 id="not-sure" className="text-xl font-extrabold text-navy-900">
          {notSure.heading}
        </h2>
        <p className="mt-2 text-slate-700">{notSure.text}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <ButtonLink href={phone.telephoneHref} call>
            Call {phone.telephone}
          </ButtonLink>
          <ButtonLink href={notSure.link.href} variant="secondary">
            {notSure.link.label}
          </ButtonLink>
        </div>
      </section>
      {children}
    </div>
  )
}
