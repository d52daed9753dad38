import type { MarkerKind } from '../ServiceAreaMapLegend.tsx'

export interface MapCity {
  name: string
  path: string
  latitude: number
  longitude: number
}

export type MarkerCity = MapCity & { kind: string }

export interface ServiceAreaMapProps {
  label: string
  center: [number, number]
  zoom: number
  /** The tile address, and the provider's credit: plain text, and the address it links to. */
  tiles: { url: string; attribution: string; attributionUrl?: string; subdomains?: string }
  headquarters: MapCity & { radiusMeters: number; address: string }
  /** Cities with a marker, each with the name of its kind of marker. */
  markers: MarkerCity[]
  /** The kinds of marker and their colours, in legend order. */
  markerKinds: MarkerKind[]
  /** The text of a link to a city's page, with {city} in it: `Garage door service in {city}`. */
  cityLinkLabel: string
  /** Every served city, to find the nearest one to a point. */
  cities: MapCity[]
  outline: [number, number][]
  holdMs: number
  nearestWithinMiles: number
  outsidePrompt: string
  telephone: string
  telephoneHref: string
}

/** The text of a link to `city`'s page: `cityLinkLabel` with the city's name in it. */
export const cityLink = (template: string, city: string) => template.replaceAll('{city}', city)
