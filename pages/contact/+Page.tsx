import { useData } from '../../renderer/usePageContext.tsx'
import { ContactForm } from '../../components/ContactForm.tsx'
import { OfficeCard } from '../../components/OfficeCard.tsx'
import { PageHero } from '../../components/PageHero.tsx'
import { Section } from '../../components/Section.tsx'
import type { Data } from './+data.ts'
import { Island } from '../../components/Island.tsx'

export default function Page() {
  const { hero, breadcrumbs, formHeading, formIntro, form, office, phone } = useData<Data>()
  return (
    <>
      <PageHero {...hero} breadcrumbs={breadcrumbs} />
      <Section tone="muted">
        <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <h2 className="text-2xl font-extrabold tracking-tight text-navy-900">{formHeading}</h2>
            <p className="mt-2 mb-6 text-slate-600">{formIntro}</p>
            <Island name="ContactForm" component={ContactForm} props={form} wake={['interaction']} />
          </div>
          <OfficeCard {...phone} {...office} />
        </div>
      </Section>
    </>
  )
}
