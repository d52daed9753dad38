import { HoursList } from '../../components/HoursList.tsx'
import { Icon } from '../../components/Icon.tsx'
import { useData } from '../../renderer/usePageContext.tsx'
import { CtaBanner } from '../../components/CtaBanner.tsx'
import { FaqTabs } from '../../components/FaqTabs.tsx'
import { PageHero } from '../../components/PageHero.tsx'
import { Section } from '../../components/Section.tsx'
import type { Data } from './+data.ts'
import { Island } from '../../components/Island.tsx'

export default function Page() {
  const { hero, breadcrumbs, tabs, hoursHeading, hours, cta, phone } = useData<Data>()
  return (
    <>
      <PageHero {...hero} breadcrumbs={breadcrumbs} />
      <Section tone="muted">
        {/* minmax(0, 1fr): the tab strip scrolls within its column instead of widening the page. */}
        <div className="grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <Island name="FaqTabs" component={FaqTabs} props={{ tabs }} wake={['interaction', 'hash']} />
          <aside className="self-start rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h2 className="flex items-center gap-2 font-bold text-navy-900">
              <Icon name="clock" className="size-5 text-brand-700" />
              {hoursHeading}
            </h2>
            <div className="mt-3">
              <HoursList
                hours={hours}
                tone={{ name: 'text-brand-700', day: 'text-slate-600', time: 'text-navy-900' }}
              />
            </div>
          </aside>
        </div>
      </Section>
      <CtaBanner {...cta} {...phone} />
    </>
  )
}
