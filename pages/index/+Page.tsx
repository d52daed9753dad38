import { Icon } from '../../components/Icon.tsx'
import { useData } from '../../renderer/usePageContext.tsx'
import { BlogSection } from '../../components/BlogSection.tsx'
import { ButtonLink } from '../../components/Button.tsx'
import { ContactForm } from '../../components/ContactForm.tsx'
import { CtaBanner } from '../../components/CtaBanner.tsx'
import { FaqAccordion } from '../../components/FaqAccordion.tsx'
import { Paragraphs } from '../../components/Paragraphs.tsx'
import { PointGrid } from '../../components/PointGrid.tsx'
import { Section } from '../../components/Section.tsx'
import { CardGrid } from '../../components/ServiceCard.tsx'
import { TestimonialGrid } from '../../components/Testimonials.tsx'
import type { Data } from './+data.ts'
import { Island } from '../../components/Island.tsx'

const badgeIcons = ['shield-check', 'award', 'star'] as const

export default function Page() {
  const {
    hero,
    services,
    whyChooseUs,
    about,
    serviceAreas,
    faq,
    testimonials,
    ctaBanner,
    blog,
    contact,
    localBlock,
    phone,
  } = useData<Data>()
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-navy-950 via-navy-900 to-brand-800 text-white">
        <div className="container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-2 lg:py-20">
          <div>
            {hero.eyebrow && (
              <p className="text-sm font-bold tracking-wider text-amber-300 uppercase">{hero.eyebrow}</p>
            )}
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{hero.heading}</h1>
            <p className="mt-5 max-w-xl text-lg text-brand-100">{hero.text}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              {hero.actions?.map((action, i) => (
                <ButtonLink
                  key={action.label}
                  href={action.href}
                  call={action.call}
                  variant={i === 0 ? 'primary' : 'light'}
                >
                  {action.label}
                </ButtonLink>
              ))}
            </div>
            <ul className="mt-8 grid gap-2 text-sm sm:grid-cols-2">
              {hero.trustPoints.map((point) => (
                <li key={point} className="flex items-center gap-2 text-brand-50">
                  <Icon name="check" className="size-5 shrink-0 text-amber-300" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
          {/* Wide screens only: lazy, so a phone (where it is hidden) never downloads it. */}
          <img
            src={hero.image.src}
            alt={hero.image.alt}
            width={hero.image.width}
            height={hero.image.height}
            loading="lazy"
            className="hidden w-full rounded-2xl shadow-2xl ring-1 ring-white/10 lg:block"
          />
        </div>
      </section>

      <Section id="services" heading={services.heading} intro={services.intro}>
        <CardGrid cards={services.cards} cta={services.cta} />
      </Section>

      <Section id="why-choose-us" heading={whyChooseUs.heading} intro={whyChooseUs.intro} tone="muted">
        <PointGrid points={whyChooseUs.points} />
        <p className="mt-8">
          <a href={whyChooseUs.link.href} className="font-bold text-brand-700 hover:underline">
            {whyChooseUs.link.label} →
          </a>
        </p>
      </Section>

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
                    <a href={city.path} className="text-brand-50 hover:text-white hover:underline">
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

      <Section id="testimonials" heading={testimonials.heading} intro={testimonials.intro} tone="muted">
        <TestimonialGrid testimonials={testimonials.items} />
        <p className="mt-8">
          <a href={testimonials.link.href} className="font-bold text-brand-700 hover:underline">
            {testimonials.link.label} →
          </a>
        </p>
      </Section>

      <CtaBanner heading={ctaBanner.heading} text={ctaBanner.text} link={ctaBanner.link} {...phone} />

      <Section id="blog" heading={blog.heading} intro={blog.intro}>
        <Island name="BlogSection" component={BlogSection} props={{}} wake={['visible']} />
      </Section>

      <Section id="contact" heading={contact.heading} intro={contact.intro} tone="muted">
        <div className="max-w-3xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <Island name="ContactForm" component={ContactForm} props={contact.form} wake={['interaction']} />
        </div>
      </Section>

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
    </>
  )
}
