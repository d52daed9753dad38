import { Icon } from '../../components/Icon.tsx'
import { useData } from '../../renderer/usePageContext.tsx'
import { ButtonLink } from '../../components/Button.tsx'
import { CtaBanner } from '../../components/CtaBanner.tsx'
import { PageHero } from '../../components/PageHero.tsx'
import { PointGrid } from '../../components/PointGrid.tsx'
import { Section } from '../../components/Section.tsx'
import { CardGrid } from '../../components/ServiceCard.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { hero, breadcrumbs, services, whyChoose, additionalServices, features, finalCta, phone } = useData<Data>()
  return (
    <>
      <PageHero {...hero} breadcrumbs={breadcrumbs} />
      <Section id="core-services" heading={services.heading} intro={services.intro}>
        <CardGrid cards={services.cards} cta={services.cta} />
      </Section>
      <Section id="why-choose" heading={whyChoose.heading} tone="muted">
        <PointGrid points={whyChoose.points} columns={4} />
        <p className="mt-8">
          <a href={whyChoose.link.href} className="font-bold text-brand-700 hover:underline">
            {whyChoose.link.label} →
          </a>
        </p>
      </Section>
      <Section id="everything-we-do" heading={additionalServices.heading} intro={additionalServices.intro}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {additionalServices.items.map((item) => (
            <li
              key={item}
              className="flex items-center gap-3 rounded-xl border border-slate-200 px-4 py-3 font-semibold text-navy-900"
            >
              <Icon name="check" className="size-5 shrink-0 text-green-700" />
              {item}
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="muted">
        <div className="grid gap-6 lg:grid-cols-2">
          {features.map((feature) => (
            <div key={feature.heading} className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
              <h2 className="text-2xl font-extrabold tracking-tight text-navy-900">{feature.heading}</h2>
              <p className="mt-3 leading-relaxed text-slate-700">{feature.text}</p>
              <ButtonLink href={feature.link.href} variant="dark" className="mt-6">
                {feature.link.label}
              </ButtonLink>
            </div>
          ))}
        </div>
      </Section>
      <CtaBanner heading={finalCta.heading} text={finalCta.text} link={finalCta.link} {...phone} />
    </>
  )
}
