import { milesFromKm } from '../shared/geo.ts'

/** A kind of city marker, as the content names and colours it; the legend under the map says which is which. */
export interface MarkerKind {
  name: string
  /** #rrggbb */
  color: string
}

/**
 * The map's height: 420 px on phones and 520 px from 640 px up, but never taller than the window
 * below the sticky header (and, under 768 px, above the call bar), so the whole map, every served
 * city included, can be seen at once on a short screen. The placeholder uses it too, so nothing moves
 * when the map arrives.
 */
export const MAP_HEIGHT =
  'h-[clamp(280px,calc(100svh-8rem),420px)] sm:h-[clamp(280px,calc(100svh-8rem),520px)] md:h-[clamp(280px,calc(100svh-6rem),520px)]'

/** What the marker colours and the circle mean; plain markup, shown with the placeholder and the map alike. */
export function MapLegend({ radiusKm, kinds }: { radiusKm: number; kinds: MarkerKind[] }) {
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-2 bg-white px-4 py-3 text-sm text-slate-700" aria-label="Map legend">
      <li className="flex items-center gap-2">
        <span
          className="inline-block size-4 rounded-full border-2 border-white bg-accent-600 shadow"
          aria-hidden="true"
        />
        Headquarters (a circle about {Number(milesFromKm(radiusKm).toFixed(1))} miles around)
      </li>
      {kinds.map((kind) => (
        <li key={kind.name} className="flex items-center gap-2">
          <span
            className="inline-block size-3.5 rounded-full border-2 border-white shadow"
            style={{ background: kind.color }}
            aria-hidden="true"
          />
          {kind.name}
        </li>
      ))}
      <li className="flex items-center gap-2">
        <span
          className="inline-flex size-5 items-center justify-center rounded-full border-2 border-white bg-slate-700 text-[10px] font-bold text-white shadow"
          aria-hidden="true"
        >
          3
        </span>
        Cities too close to tell apart at this zoom: tap for the list
      </li>
      <li className="text-slate-500">Press and hold anywhere to find the nearest city we serve.</li>
    </ul>
  )
}
