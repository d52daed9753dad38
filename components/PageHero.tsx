import type { ReactNode } from 'react'
import { Breadcrumbs } from './Breadcrumbs.tsx'
import { ButtonLink } from './Button.tsx'

export interface HeroAction {
  label: string
  href: string
  call: boolean
}

export interface PageHeroProps {
  eyebrow?: string
  heading: string
  text: string
  actions?: HeroAction[]
  breadcrumbs?: { name: string; path: string }[]
  children?: ReactNode
  /** Beside the heading on wide screens, below the buttons on narrow ones: a city page's quick facts. */
  aside?: ReactNode
  /**
   * The heading takes focus as the page opens (`autofocus`, without JavaScript too): a confirmation
   * that screen readers announce and that is on screen without scrolling.
   */
  focusHeading?: boolean
}

/** The top of every inner page: breadcrumbs, the page's one h1, a sentence and buttons. */
export function PageHero({
  eyebrow,
  heading,
  text,
  actions = [],
  breadcrumbs = [],
  children,
  aside,
  focusHeading = false,
}: PageHeroProps) {
  const main = (
    <>
      <Breadcrumbs trail={breadcrumbs} />
      {eyebrow && <p className="mt-4 text-sm font-bold tracking-wider text-amber-300 uppercase">{eyebrow}</p>}
      <h1
        tabIndex={focusHeading ? -1 : undefined}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- a confirmation's heading, focused so it is announced
        autoFocus={focusHeading || undefined}
        className="mt-3 max-w-3xl text-3xl font-extrabold tracking-tight text-balance outline-none sm:text-4xl lg:text-5xl"
      >
        {heading}
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-brand-100">{text}</p>
      {actions.length > 0 && (
        <div className="mt-7 flex flex-wrap gap-3">
          <HeroActions actions={actions} />
        </div>
      )}
      {children}
    </>
  )
  return (
    <section className="bg-gradient-to-br from-navy-950 via-navy-900 to-brand-800 text-white">
      {aside ? (
        <div className="container-page grid gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_23rem] lg:items-center lg:gap-12 lg:py-16">
          <div className="min-w-0">{main}</div>
          {aside}
        </div>
      ) : (
        <div className="container-page py-10 sm:py-14 lg:py-16">{main}</div>
      )}
    </section>
  )
}

/** A hero's buttons: the first stands out, the rest are light. */
export function HeroActions({ actions }: { actions: HeroAction[] }) {
  return actions.map((action, i) => (
    <ButtonLink key={action.label} href={action.href} call={action.call} variant={i === 0 ? 'primary' : 'light'}>
      {action.label}
    </ButtonLink>
  ))
}
