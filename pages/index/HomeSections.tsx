import { ButtonLink } from '../../components/Button.tsx'
import { ContactForm } from '../../components/ContactForm.tsx'
import { FaqAccordion } from '../../components/FaqAccordion.tsx'
import { Icon } from '../../components/Icon.tsx'
import { Island } from '../../components/Island.tsx'
import { Paragraphs } from '../../components/Paragraphs.tsx'
import { PointGrid } from '../../components/PointGrid.tsx'
import { Section } from '../../components/Section.tsx'
import { TestimonialGrid } from '../../components/Testimonials.tsx'
import type { Data } from './+data.ts'

/** What sets the company apart, with a link to the full page. */
export function WhyUsSection({ whyChooseUs }: { whyChooseUs: Data['whyChooseUs'] }) {
  return (
    <Section id="why-choose-us" heading={whyChooseUs.heading} intro={whyChooseUs.intro} tone="muted">
      <PointGrid points={whyChooseUs.points} />
      <p className="mt-8">
        <a href={whyChooseUs.link.href} className="font-bold text-brand-700 hover:underline">
          {whyChooseUs.link.label} →
        </a>
      </p>
    </Section>
  )
}

const badgeIcons = ['shield-check', 'award', 'star'] as const

/** Who the company is, beside its badges. */
export function AboutSection({ about }: { about: Data['about'] }) {
  return (
    <Section id="about">
      <div className="grid gap-8 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 className="text-2xl font-extrabold tracking-tight text-navy-900 sm:text-3xl">{about.heading}</h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">{about.text}</p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-3">
          {about.badges.map((badge, i) => {
            return (
              <li
                key={badge}
                className="flex flex-col items-center rounded-2xl border border-slate-200 p-5 text-center shadow-sm"
              >
                <Icon name={badgeIcons[i % badgeIcons.length]!} className="size-8 text-brand-700" />
                <span className="mt-3 font-bold text-navy-900">{badge}</span>
              </li>
            )
          })}
        </ul>
      </div>
    </Section>
  )
}

/** The regions served, each listing its cities, and a link to the service-area page. */
export function ServiceAreasSection({ serviceAreas }: { serviceAreas: Data['serviceAreas'] }) {
  return (
    <Section id="service-areas" heading={serviceAreas.heading} intro={serviceAreas.text} tone="dark">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {serviceAreas.regions.map((region) => (
          <li key={region.name} className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
            <h3 className="flex items-center gap-2 font-bold text-white">
              <Icon name="map-pin" className="size-4 text-amber-300" />
              {region.name}
            </h3>
            <p className="mt-1 text-sm text-brand-100">{region.count} cities</p>
            <ul className="mt-3 space-y-1 text-sm">
              {region.cities.map((city) => (
                <li key={city.path}>
                  <a href={city.path} className="tap-target text-brand-50 hover:text-white hover:underline">
                    {city.name}
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <div className="mt-8">
        <ButtonLink href={serviceAreas.link.href} variant="secondary">
          {serviceAreas.link.label}
        </ButtonLink>
      </div>
    </Section>
  )
}

/** Common questions, answered in an accordion that wakes on interaction. */
export function FaqSection({ faq }: { faq: Data['faq'] }) {
  return (
    <Section id="faq" heading={faq.heading} intro={faq.intro}>
      <div className="max-w-3xl">
        <Island
          name="FaqAccordion"
          component={FaqAccordion}
          props={{ items: faq.items, idPrefix: 'home-faq' }}
          wake={['interaction']}
        />
      </div>
    </Section>
  )
}

/** What customers say, with a link to every review. */
export function TestimonialsSection({ testimonials }: { testimonials: Data['testimonials'] }) {
  return (
    <Section id="testimonials" heading={testimonials.heading} intro={testimonials.intro} tone="muted">
      <TestimonialGrid testimonials={testimonials.items} />
      <p className="mt-8">
        <a href={testimonials.link.href} className="font-bold text-brand-700 hover:underline">
          {testimonials.link.label} →
        </a>
      </p>
    </Section>
  )
}

/** The contact form, which wakes on interaction. */
export function ContactSection({ contact }: { contact: Data['contact'] }) {
  return (
    <Section id="contact" heading={contact.heading} intro={contact.intro} tone="muted">
      <div className="max-w-3xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <Island name="ContactForm" component={ContactForm} props={contact.form} wake={['interaction']} />
      </div>
    </Section>
  )
}

/** A word about serving the area, and the guarantee. */
export function LocalSection({ localBlock }: { localBlock: Data['localBlock'] }) {
  return (
    <Section id="local">
      <div className="max-w-3xl">
        <h2 className="text-2xl font-extrabold tracking-tight text-navy-900 sm:text-3xl">{localBlock.heading}</h2>
        <Paragraphs paragraphs={localBlock.paragraphs} className="mt-4 text-slate-700" />
        <p className="mt-6 flex gap-3 rounded-xl bg-brand-50 p-4 font-semibold text-navy-900">
          <Icon name="shield-check" className="size-6 shrink-0 text-brand-700" />
          {localBlock.guarantee}
        </p>
      </div>
    </Section>
  )
}
