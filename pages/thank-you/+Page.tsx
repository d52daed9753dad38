import { Icon } from '../../components/Icon.tsx'
import { useData } from '../../renderer/usePageContext.tsx'
import { ButtonLink } from '../../components/Button.tsx'
import { PageHero } from '../../components/PageHero.tsx'
import { Section } from '../../components/Section.tsx'
import type { Data } from './+data.ts'

/**
 * The confirmation of a request just stored, its heading focused as the page opens (announced, and on
 * screen at any width); opened any other way, the hero alone, with its buttons to the forms and the phone.
 */
export default function Page() {
  const { hero, phone, received } = useData<Data>()
  return (
    <>
      <PageHero {...hero} focusHeading={received !== null} />
      {received ? (
        <Received {...received} phone={phone} />
      ) : (
        <Section>
          <a
            href={phone.telephoneHref}
            className="mx-auto flex w-fit items-center gap-2 text-2xl font-extrabold text-navy-900 hover:underline"
          >
            <Icon name="phone" className="size-6" />
            {phone.telephone}
          </a>
        </Section>
      )}
    </>
  )
}

function Received({
  nextSteps,
  promise,
  urgentNote,
  links,
  phone,
}: NonNullable<Data['received']> & { phone: Data['phone'] }) {
  return (
    <Section>
      <div className="mx-auto max-w-2xl">
        <p className="flex items-center gap-3 rounded-2xl bg-green-50 p-5 text-lg font-semibold text-green-900">
          <Icon name="check-circle" className="size-7 shrink-0 text-green-700" />
          {promise}
        </p>
        <h2 className="mt-10 text-2xl font-extrabold tracking-tight text-navy-900">{nextSteps.heading}</h2>
        <ol className="mt-4 space-y-3">
          {nextSteps.items.map((step, i) => (
            <li key={step} className="flex gap-3">
              <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-navy-900 font-bold text-white">
                {i + 1}
              </span>
              <span className="pt-1 text-slate-700">{step}</span>
            </li>
          ))}
        </ol>
        <div className="mt-10 rounded-2xl bg-accent-700 p-6 text-white">
          <p className="font-semibold">{urgentNote}</p>
          <a
            href={phone.telephoneHref}
            className="mt-3 inline-flex items-center gap-2 text-2xl font-extrabold hover:underline"
          >
            <Icon name="phone" className="size-6" />
            {phone.telephone}
          </a>
        </div>
        <div className="mt-10 flex flex-wrap gap-3">
          {links.map((link, i) => (
            <ButtonLink key={link.href} href={link.href} variant={i === 0 ? 'dark' : 'secondary'}>
              {link.label}
            </ButtonLink>
          ))}
        </div>
      </div>
    </Section>
  )
}
