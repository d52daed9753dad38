import L from 'leaflet'
import type { MarkerKind } from '../ServiceAreaMapLegend.tsx'
import type { MarkerCity } from './props.ts'

/**
 * Marker squares in pixels. Each is a tap target of at least 24 px (WCAG 2.5.8, which Lighthouse
 * checks) with the visible dot inside it; markers that would overlap are grouped (map-groups.ts).
 */
export const SIZES = { single: 24, group: 32, gap: 2, headquarters: 28 }
/** A group's colour when its cities are of several kinds. */
const MIXED_COLOR = '#334155'

const escape = (text: string) => text.replace(/[<>&"]/g, '')

/** A round marker: a `dot` px dot in a `size` px tap target, named `text` for screen readers. */
export function pin(color: string, size: number, dot: number, text: string) {
  return L.divIcon({
    className: 'service-area-pin',
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
    popupAnchor: [0, -dot / 2],
    html: `<span style="display:block;width:${dot}px;height:${dot}px;margin:${(size - dot) / 2}px;border-radius:9999px;background:${color};border:3px solid #fff;box-shadow:0 1px 4px rgb(0 0 0 / 0.45)"></span><span class="sr-only">${escape(text)}</span>`,
  })
}

/** A group's marker: a larger dot showing how many cities it holds, named `text` for screen readers. */
export function groupPin(color: string, count: number, text: string) {
  const size = SIZES.group
  return L.divIcon({
    className: 'service-area-pin',
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
    popupAnchor: [0, -size / 2],
    html: `<span aria-hidden="true" style="display:flex;align-items:center;justify-content:center;width:${size}px;height:${size}px;border-radius:9999px;background:${color};border:3px solid #fff;box-shadow:0 1px 4px rgb(0 0 0 / 0.45);color:#fff;font:700 13px/1 system-ui,sans-serif">${count}</span><span class="sr-only">${escape(text)}</span>`,
  })
}

export const kindsOf = (cities: MarkerCity[]) => [...new Set(cities.map((city) => city.kind))]

/** A marker's colour: its cities' kind's, or MIXED_COLOR when they are of several kinds. */
export function colorOf(kinds: MarkerKind[], cities: MarkerCity[]): string {
  const [only, ...others] = kindsOf(cities)
  return (!others.length && kinds.find((kind) => kind.name === only)?.color) || MIXED_COLOR
}
