import type { IconName } from '../schemas/common.ts'
import { Icon } from './Icon.tsx'

export interface CardImage {
  src: string
  alt: string
  width: number
  height: number
}

export interface ServiceCardProps {
  title: string
  summary: string
  icon: IconName
  image: CardImage
  features: string[]
  /** The page about this service. */
  href: string
  /** The second button: request or book. */
  cta?: { label: string; href: string }
  /** The title's heading level: 2 when the cards open a band with no heading of its own, so no level is skipped. */
  level?: 2 | 3
}

export function ServiceCard({ title, summary, icon, image, features, href, cta, level = 3 }: ServiceCardProps) {
  const Title = level === 2 ? 'h2' : 'h3'
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
        className="aspect-[8/5] w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Icon name={icon} className="size-5" />
          </span>
          <Title className="text-lg font-bold text-navy-900">{title}</Title>
        </div>
        <p className="mt-3 text-slate-600">{summary}</p>
        {features.length > 0 && (
          <ul className="mt-4 space-y-1.5 text-sm">
            {features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Icon name="check" className="mt-0.5 size-4 shrink-0 text-green-700" />
                {feature}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex flex-wrap gap-3 pt-6">
          <a
            href={href}
            className="inline-flex items-center gap-1 rounded-lg px-1 py-2 text-sm font-bold text-brand-700 hover:underline"
          >
            Learn More<span className="sr-only"> about {title}</span>
            <Icon name="arrow-right" className="size-4" />
          </a>
          {cta && (
            <a
              href={cta.href}
              className="ml-auto inline-flex items-center rounded-lg bg-navy-900 px-4 py-2 text-sm font-bold text-white hover:bg-navy-800"
            >
              {cta.label}
              <span className="sr-only">: {title}</span>
            </a>
          )}
        </div>
      </div>
    </article>
  )
}

export function CardGrid({
  cards,
  cta,
  level,
}: {
  cards: Omit<ServiceCardProps, 'cta' | 'level'>[]
  cta?: { label: string; href: string }
  level?: ServiceCardProps['level']
}) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <ServiceCard key={card.href} {...card} cta={cta} level={level} />
      ))}
    </div>
  )
}
