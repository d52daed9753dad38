import { HeroActions } from '../../components/PageHero.tsx'
import { Icon } from '../../components/Icon.tsx'
import { ServiceAreaCheck } from '../../components/ServiceAreaCheck.tsx'
import type { Data } from './+data.ts'

/** The home page's opening: heading, actions and trust points, with a photo beside them on wide screens. */
export function HomeHero({ hero }: { hero: Data['hero'] }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-navy-950 via-navy-900 to-brand-800 text-white">
      <div className="container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-2 lg:py-20">
        <div>
          {hero.eyebrow && <p className="text-sm font-bold tracking-wider text-amber-300 uppercase">{hero.eyebrow}</p>}
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{hero.heading}</h1>
          <p className="mt-5 max-w-xl text-lg text-brand-100">{hero.text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <HeroActions actions={hero.actions ?? []} />
          </div>
          <ul className="mt-8 grid gap-2 text-sm sm:grid-cols-2">
            {hero.trustPoints.map((point) => (
              <li key={point} className="flex items-center gap-2 text-brand-50">
                <Icon name="check" className="size-5 shrink-0 text-amber-300" />
                {point}
              </li>
            ))}
          </ul>
          {hero.serviceAreaCheck && <ServiceAreaCheck id="home-place" className="mt-8 max-w-xl" />}
        </div>
        {/* Wide screens only: lazy, so a phone (where it is hidden) never downloads it. */}
        <img
          src={hero.image.src}
          alt={hero.image.alt}
          width={hero.image.width}
          height={hero.image.height}
          loading="lazy"
          className="hidden w-full rounded-2xl shadow-2xl ring-1 ring-white/10 lg:block"
        />
      </div>
    </section>
  )
}
