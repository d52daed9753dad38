import { ButtonLink } from '../../../components/Button.tsx'
import { Icon } from '../../../components/Icon.tsx'
import { Paragraphs } from '../../../components/Paragraphs.tsx'
import { Section } from '../../../components/Section.tsx'
import type { Data } from './+data.ts'

/** The city's description, its main challenge and a local testimonial. */
export function CityArticle({ city, wording }: Pick<Data, 'city' | 'wording'>) {
  return (
    <article>
      <Paragraphs paragraphs={city.description} className="text-lg text-slate-700" />
      <h2 className="mt-10 text-2xl font-bold tracking-tight text-navy-900">{wording.challenge}</h2>
      <p className="mt-3 leading-relaxed text-slate-700">{city.mainChallenge}</p>
      <figure className="mt-10 rounded-2xl bg-brand-50 p-6">
        <h2 className="text-lg font-bold text-navy-900">{wording.testimonial}</h2>
        <div className="mt-3 flex gap-0.5 text-amber-500" aria-hidden="true">
          {Array.from({ length: 5 }, (_, i) => (
            <Icon name="star" key={i} className="size-4 fill-current" />
          ))}
        </div>
        <blockquote className="mt-3 flex gap-3 text-lg leading-relaxed text-navy-900">
          <Icon name="quote" className="size-6 shrink-0 text-brand-600" />
          <p>{city.testimonial}</p>
        </blockquote>
        <figcaption className="attribution mt-3 font-semibold text-slate-700">{city.testimonialName}</figcaption>
      </figure>
    </article>
  )
}

/** Beside the article: its neighborhoods (communities included), landmarks, and the call and quote buttons. */
export function CityAside({ city, wording, phone }: Pick<Data, 'city' | 'wording' | 'phone'>) {
  return (
    // Named by its first heading: the page's other aside is the city's facts, and two asides need two names.
    <aside aria-labelledby="city-aside-heading" className="space-y-6">
      <div className="rounded-2xl border border-slate-200 p-6">
        <h2 id="city-aside-heading" className="flex items-center gap-2 font-bold text-navy-900">
          <Icon name="map-pin" className="size-5 text-accent-600" />
          {wording.neighborhoods}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {city.neighborhoods.map((name) => (
            <li key={name} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
              {name}
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-2xl border border-slate-200 p-6">
        <h2 className="flex items-center gap-2 font-bold text-navy-900">
          <Icon name="landmark" className="size-5 text-brand-700" />
          {wording.landmarks}
        </h2>
        <ul className="mt-3 space-y-1 text-slate-700">
          {city.landmarks.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-slate-600">Established {city.yearEstablished}</p>
      </div>
      <div className="rounded-2xl bg-navy-900 p-6 text-white">
        <ButtonLink href={phone.telephoneHref} call className="w-full">
          {phone.telephone}
        </ButtonLink>
        <ButtonLink href={wording.quoteAction.href} variant="light" className="mt-3 w-full">
          {wording.quoteAction.label}
        </ButtonLink>
      </div>
    </aside>
  )
}

/** A link to every service page. */
export function CityServicesSection({ services, wording }: Pick<Data, 'services' | 'wording'>) {
  return (
    <Section id="services" heading={wording.services} tone="muted">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.path}>
            <a
              href={service.path}
              className="block h-full rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-brand-600"
            >
              <span className="font-bold text-navy-900">{service.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** Links to the nearest served cities, with their distances. */
export function NearbyCitiesSection({ nearby, wording }: Pick<Data, 'nearby' | 'wording'>) {
  return (
    <Section id="nearby" heading={wording.nearby}>
      <ul className="flex flex-wrap gap-3">
        {nearby.map((near) => (
          <li key={near.path}>
            <a
              href={near.path}
              className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-4 py-2 font-semibold text-brand-700 hover:border-brand-600"
            >
              {near.name}
              <span className="text-sm font-normal text-slate-600">{near.miles} mi</span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  )
}
