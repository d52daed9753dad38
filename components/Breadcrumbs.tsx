import { Icon } from './Icon.tsx'

export function Breadcrumbs({ trail }: { trail: { name: string; path: string }[] }) {
  if (trail.length < 2) return null
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-brand-100">
        {trail.map((crumb, i) => {
          const last = i === trail.length - 1
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {i > 0 && <Icon name="chevron-right" className="size-3.5" />}
              {last ? (
                <span aria-current="page" className="font-semibold text-white">
                  {crumb.name}
                </span>
              ) : (
                <a href={crumb.path} className="hover:text-white hover:underline">
                  {crumb.name}
                </a>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
