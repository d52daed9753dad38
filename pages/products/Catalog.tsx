import { Icon } from '../../components/Icon.tsx'
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

const tile = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm'

function body(block: CatalogBlockData) {
  switch (block.kind) {
    case 'categories':
      return <CardGrid cards={block.cards} />
    case 'materials':
      return (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {block.materials.map((m) => (
            <li key={m.name} className={tile}>
              <h3 className="flex items-center gap-2 text-lg font-bold text-navy-900">
                <Icon name="layers" className="size-5 text-brand-700" />
                {m.name}
              </h3>
              <p className="mt-2 text-slate-700">{m.description}</p>
              <p className="mt-3 text-sm text-slate-600">
                <span className="font-semibold text-slate-800">Best for:</span> {m.suitability}
              </p>
            </li>
          ))}
        </ul>
      )
    case 'openerTypes':
      return (
        <ul className="grid gap-5 sm:grid-cols-2">
          {block.openerTypes.map((o) => (
            <li key={o.type} className={tile}>
              <h3 className="flex items-center gap-2 text-lg font-bold text-navy-900">
                <Icon name="settings" className="size-5 text-brand-700" />
                {o.type}
              </h3>
              <p className="mt-2 text-slate-700">{o.description}</p>
              <p className="mt-3 text-sm text-slate-600">
                <span className="font-semibold text-slate-800">Popular brands:</span> {o.popularBrands.join(', ')}
              </p>
            </li>
          ))}
        </ul>
      )
    case 'brands':
    case 'featuredBrands':
      return (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {block.brands.map((b) => (
            <li key={b.name} className={tile}>
              <h3 className="flex items-center gap-2 text-lg font-bold text-navy-900">
                <Icon name="award" className="size-5 text-brand-700" />
                {b.name}
              </h3>
              <p className="mt-1 text-sm font-semibold text-brand-700">{b.specialty}</p>
              <p className="mt-2 text-slate-700">{b.description}</p>
            </li>
          ))}
        </ul>
      )
    case 'industries':
      return (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {block.industries.map((industry) => (
            <li key={industry.name} className={tile}>
              <h3 className="flex items-center gap-2 text-lg font-bold text-navy-900">
                <Icon name="warehouse" className="size-5 text-brand-700" />
                {industry.name}
              </h3>
              <p className="mt-2 text-slate-700">{industry.description}</p>
            </li>
          ))}
        </ul>
      )
  }
}
