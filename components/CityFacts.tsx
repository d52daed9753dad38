import { ButtonLink } from './Button.tsx'

export interface CityFactsProps {
  /** The city's name, for the locator map's description. */
  city: string
  /** The state the locator map outlines: `Florida`. */
  state: string
  heading: string
  county: string
  region: string
  /** The headquarters city's name, if the site has one. */
  headquarters: string | null
  /** Straight-line miles from the headquarters; null when this is the headquarters city (or there is none). */
  milesFromHeadquarters: number | null
  /** Every ZIP code the city covers: the page lists them here only. */
  zipCodes: string[]
  locator: {
    viewBox: string
    outline: string
    city: { x: number; y: number }
    headquarters: { x: number; y: number } | null
  }
  bookAction: { label: string; href: string }
}

/** A city's quick facts beside its hero: where it is (on a small map of the state), how far from the shop, which ZIP codes, and a booking button. */
export function CityFacts({
  city,
  state,
  heading,
  county,
  region,
  headquarters,
  milesFromHeadquarters,
  zipCodes,
  locator,
  bookAction,
}: CityFactsProps) {
  const isHeadquarters = headquarters !== null && milesFromHeadquarters === null
  const mapLabel = isHeadquarters
    ? `Map of ${state} showing ${city}, where our headquarters is`
    : milesFromHeadquarters !== null
      ? `Map of ${state} showing ${city}, ${milesFromHeadquarters} miles from our ${headquarters} headquarters`
      : `Map of ${state} showing ${city}`
  return (
    <aside
      aria-labelledby="city-facts-heading"
      className="min-w-0 rounded-2xl bg-white p-5 text-slate-700 shadow-xl sm:max-w-lg sm:p-6 lg:max-w-none"
      data-testid="city-facts"
    >
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id="city-facts-heading" className="text-xl font-bold text-navy-900">
            {heading}
          </h2>
          {headquarters && (
            <p className="mt-2 text-slate-700">
              {isHeadquarters
                ? `Our headquarters is right here in ${city}.`
                : `About ${milesFromHeadquarters} miles from our ${headquarters} headquarters.`}
            </p>
          )}
        </div>
        <CityLocator locator={locator} label={mapLabel} />
      </div>
      <CityFactList county={county} region={region} zipCodes={zipCodes} />
      <ButtonLink href={bookAction.href} variant="dark" className="mt-5 w-full">
        {bookAction.label}
      </ButtonLink>
    </aside>
  )
}

/** The state's outline with the city's dot on it and, when there is one, a dashed line from the headquarters' dot. */
function CityLocator({ locator, label }: { locator: CityFactsProps['locator']; label: string }) {
  return (
    <svg viewBox={locator.viewBox} role="img" aria-label={label} className="w-20 shrink-0 sm:w-24">
      <path d={locator.outline} fill="#dbeafe" stroke="#1f4b7c" strokeWidth="1.2" strokeLinejoin="round" />
      {locator.headquarters && (
        <>
          <line
            x1={locator.headquarters.x}
            y1={locator.headquarters.y}
            x2={locator.city.x}
            y2={locator.city.y}
            stroke="#1f4b7c"
            strokeWidth="1.2"
            strokeDasharray="3 2"
          />
          <circle
            cx={locator.headquarters.x}
            cy={locator.headquarters.y}
            r="3.5"
            fill="#0f1f3d"
            stroke="#fff"
            strokeWidth="1.2"
          />
        </>
      )}
      <circle cx={locator.city.x} cy={locator.city.y} r="5.5" fill="#c81e1e" stroke="#fff" strokeWidth="1.8" />
    </svg>
  )
}

/** County, region and every ZIP code. */
function CityFactList({ county, region, zipCodes }: Pick<CityFactsProps, 'county' | 'region' | 'zipCodes'>) {
  return (
    <dl className="mt-4 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
      <dt className="text-slate-600">County</dt>
      <dd className="font-semibold text-navy-900">{county}</dd>
      <dt className="text-slate-600">Region</dt>
      <dd className="font-semibold text-navy-900">{region}</dd>
      {zipCodes.length > 0 && (
        <>
          <dt className="text-slate-600">ZIP codes</dt>
          <dd className="font-semibold text-navy-900" data-testid="zip-codes">
            {zipCodes.join(', ')}
          </dd>
        </>
      )}
    </dl>
  )
}
