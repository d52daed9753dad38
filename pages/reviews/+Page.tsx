import { useData } from '../../renderer/usePageContext.tsx'
import { CtaBanner } from '../../components/CtaBanner.tsx'
import { PageHero } from '../../components/PageHero.tsx'
import { Section } from '../../components/Section.tsx'
import { TestimonialGrid } from '../../components/Testimonials.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { hero, breadcrumbs, testimonials, cta, phone } = useData<Data>()
  return (
    <>
      <PageHero {...hero} breadcrumbs={breadcrumbs} />
      <Section tone="muted">
        <TestimonialGrid testimonials={testimonials} />
      </Section>
      <CtaBanner {...cta} {...phone} />
    </>
  )
}
