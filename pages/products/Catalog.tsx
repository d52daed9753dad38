import type { ReactNode } from 'react'
import { Icon } from '../../components/Icon.tsx'
import type { IconId } from '../../components/icon-names.ts'
import { CardGrid } from '../../components/ServiceCard.tsx'
import type { CatalogBlockData } from './+data.ts'

/** One catalog list, as a product page's content asks for it. */
export function Catalog({ block, heading }: { block: CatalogBlockData; heading: string }) {
  return (
    <section aria-labelledby={`catalog-${block.kind}`}>
      <h2 id={`catalog-${block.kind}`} className="text-2xl font-extrabold tracking-tight text-navy-900">
        {heading}
      </h2>
      <div className="mt-6">{body(block)}</div>
    </section>
  )
}

/** One catalog entry: an icon, its name, then what the content says about it. */
function Tile({ icon, title, children }: { icon: IconId; title: string; children: ReactNode }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 className="flex items-center gap-2 text-lg font-bold text-navy-900">
        <Icon name={icon} className="size-5 text-brand-700" />
        {title}
      </h3>
      {children}
    </li>
  )
}

function body(block: CatalogBlockData) {
  switch (block.kind) {
    case 'categories':
      return <CardGrid cards={block.cards} />
    case 'materials':
      return (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {block.materials.map((m) => (
            <Tile key={m.name} icon="layers" title={m.name}>
              <p className="mt-2 text-slate-700">{m.description}</p>
              <p className="mt-3 text-sm text-slate-600">
                <span className="font-semibold text-slate-800">Best for:</span> {m.suitability}
              </p>
            </Tile>
          ))}
        </ul>
      )
    case 'systems':
      return (
        <ul className="grid gap-5 sm:grid-cols-2">
          {block.systems.map((o) => (
            <Tile key={o.name} icon="settings" title={o.name}>
              <p className="mt-2 text-slate-700">{o.description}</p>
              <p className="mt-3 text-sm text-slate-600">
                <span className="font-semibold text-slate-800">Popular brands:</span> {o.popularBrands.join(', ')}
              </p>
            </Tile>
          ))}
        </ul>
      )
    case 'brands':
    case 'featuredBrands':
      return (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {block.brands.map((b) => (
            <Tile key={b.name} icon="award" title={b.name}>
              <p className="mt-1 text-sm font-semibold text-brand-700">{b.specialty}</p>
              <p className="mt-2 text-slate-700">{b.description}</p>
            </Tile>
          ))}
        </ul>
      )
    case 'industries':
      return (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {block.industries.map((industry) => (
            <Tile key={industry.name} icon="warehouse" title={industry.name}>
              <p className="mt-2 text-slate-700">{industry.description}</p>
            </Tile>
          ))}
        </ul>
      )
  }
}
