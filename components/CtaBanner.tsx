import { ButtonLink } from './Button.tsx'

export interface CtaBannerProps {
  heading: string
  text: string
  link?: { label: string; href: string }
  telephone: string
  telephoneHref: string
}

/** The red call-to-action band: call now, or the page's next step. */
export function CtaBanner({ heading, text, link, telephone, telephoneHref }: CtaBannerProps) {
  return (
    <section className="bg-accent-700 text-white">
      <div className="container-page flex flex-col gap-6 py-10 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{heading}</h2>
          <p className="mt-2 max-w-2xl text-red-50">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink href={telephoneHref} call variant="secondary">
            {telephone}
          </ButtonLink>
          {link && (
            <ButtonLink href={link.href} variant="light">
              {link.label}
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  )
}
