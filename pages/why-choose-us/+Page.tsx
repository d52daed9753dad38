import { useData } from '../../renderer/usePageContext.tsx'
import { CtaBanner } from '../../components/CtaBanner.tsx'
import { Icon } from '../../components/Icon.tsx'
import { PageHero } from '../../components/PageHero.tsx'
import { PointGrid } from '../../components/PointGrid.tsx'
import { Section } from '../../components/Section.tsx'
import type { Data } from './+data.ts'

const valueBorders = [
  'border-brand-600',
  'border-accent-600',
  'border-amber-500',
  'border-green-700',
  'border-navy-900',
]

export default function Page() {
  const { hero, breadcrumbs, benefits, values, cta, phone } = useData<Data>()
  return (
    <>
      <PageHero {...hero} breadcrumbs={breadcrumbs} />
      <Section>
        <PointGrid points={benefits} level={2} />
      </Section>
      <Section id="values" heading={values.heading} intro={values.intro} tone="muted">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
          {values.items.map((value, i) => (
            <li
              key={value.title}
              className={`rounded-2xl border-t-4 bg-white p-6 shadow-sm ${valueBorders[i % valueBorders.length]}`}
            >
              <Icon name={value.icon} className="size-7 text-navy-900" />
              <h3 className="mt-3 text-lg font-bold text-navy-900">{value.title}</h3>
              <p className="mt-2 text-slate-600">{value.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBanner {...cta} {...phone} />
    </>
  )
}
