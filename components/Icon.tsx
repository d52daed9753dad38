import type { IconId } from './icon-names.ts'
import sprite from './icons.svg?url'

/**
 * An icon from the site's sprite (components/icons.svg, fetched once and cached): a few bytes per
 * use instead of the full drawing in every page. Decorative: screen readers read the text beside it.
 */
export function Icon({ name, className = 'size-6' }: { name: IconId; className?: string }) {
  return (
    <svg className={`icon ${className}`} viewBox="0 0 24 24" aria-hidden="true">
      <use href={`${sprite}#${name}`} />
    </svg>
  )
}
