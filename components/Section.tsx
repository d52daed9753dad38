import type { ReactNode } from 'react'

export interface SectionProps {
  id?: string
  heading?: string
  intro?: string
  tone?: 'white' | 'muted' | 'dark'
  children: ReactNode
  className?: string
}

const tones = {
  white: 'bg-white',
  muted: 'bg-slate-50',
  dark: 'bg-navy-900 text-white',
}

/**
 * A full-width band of the page with an h2 heading. A band without a heading is a `<div>`: a
 * `<section>` is a part of the document's outline, which a band with nothing to name it is not.
 */
export function Section({ id, heading, intro, tone = 'white', children, className = '' }: SectionProps) {
  const Band = heading ? 'section' : 'div'
  return (
    <Band
      id={id}
      tabIndex={id ? -1 : undefined}
      className={`${tones[tone]} py-12 outline-none sm:py-16 ${className}`}
      aria-labelledby={id && heading ? `${id}-heading` : undefined}
    >
      <div className="container-page">
        {heading && (
          <div className="mb-8 max-w-3xl">
            <h2
              id={id ? `${id}-heading` : undefined}
              className={`text-2xl font-extrabold tracking-tight sm:text-3xl ${tone === 'dark' ? 'text-white' : 'text-navy-900'}`}
            >
              {heading}
            </h2>
            {intro && (
              <p className={`mt-3 text-lg ${tone === 'dark' ? 'text-brand-100' : 'text-slate-600'}`}>{intro}</p>
            )}
          </div>
        )}
        {children}
      </div>
    </Band>
  )
}
