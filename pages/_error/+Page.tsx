import { useData } from '../../renderer/usePageContext.tsx'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { ButtonLink } from '../../components/Button.tsx'
import { Section } from '../../components/Section.tsx'
import { CardGrid } from '../../components/ServiceCard.tsx'
import type { Data } from './+data.ts'

/** Unknown addresses (HTTP 404) and, rarely, a page that failed to render. */
export default function Page() {
  const { is404 } = usePageContext()
  const data = useData<Data | undefined>()
  if (!is404 || !data) {
    return (
      <Section>
        <h1 className="text-3xl font-extrabold text-navy-900">Something went wrong</h1>
        <p className="mt-3 text-lg text-slate-700">Please try again in a moment{data ? ', or call us.' : '.'}</p>
      </Section>
    )
  }
  return (
    <>
      <section className="bg-gradient-to-br from-navy-950 via-navy-900 to-brand-800 text-white">
        <div className="container-page py-14 text-center sm:py-20">
          <p className="text-6xl font-extrabold text-amber-300">404</p>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-5xl">{data.heading}</h1>
          <p className="mx-auto mt-4 max-w-xl text-lg text-brand-100">{data.text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {data.actions.map((action, i) => (
              <ButtonLink key={action.href} href={action.href} variant={i === 0 ? 'primary' : 'light'}>
                {action.label}
              </ButtonLink>
            ))}
            <ButtonLink href={data.phone.telephoneHref} call variant="light">
              {data.callLabel}
            </ButtonLink>
          </div>
        </div>
      </section>
      <Section tone="muted">
        <CardGrid cards={data.teasers} level={2} />
      </Section>
    </>
  )
}
