/**
 * "Do we serve you?": the answer to a ZIP code or a town (server/service-area/check.ts), as the
 * server sends it to the box (components/ServiceAreaCheck.tsx, renderer/page-behaviour.ts) and to
 * the lead forms, and as the service-area page shows it when the box is sent without JavaScript.
 */

/** Where the box sends what was typed, as `?place=`: the service-area page, which answers it. */
export const SERVICE_AREA_CHECK = '/service-area'
/** The box on the service-area page, where a page sent without JavaScript opens, with its answer in view. */
export const SERVICE_AREA_BOX = 'do-we-serve-you'
/**
 * The note at the top of a city page that says "Yes, we serve …", shown only when the address names
 * it (`#we-serve-you`, CSS :target): where the box sends a ZIP code or town served, JavaScript or not.
 */
export const WE_SERVE_YOU = 'we-serve-you'
/** The same question asked by a script: the answer as JSON. */
export const SERVICE_AREA_API = '/api/service-area'

export interface ServiceAreaAnswer {
  /** served: a city we list; near: not listed but close; far: too far; unknown: not found; invalid: not a ZIP code or a name. */
  kind: 'served' | 'near' | 'far' | 'unknown' | 'invalid'
  /** What was asked, as typed (trimmed). */
  place: string
  /** The answer, in a sentence or two. */
  message: string
  /** The city page to go to: the one served, or the nearest. */
  city: { name: string; path: string } | null
  /** The number to call, when a person should say. */
  telephone: { text: string; href: string } | null
}

/** The ZIP code at the end of an address written in one box ("12 Bay Dr, Oldsmar, FL 34677"), or null. */
export function zipInAddress(address: string): string | null {
  return /\b(\d{5})(?:-\d{4})?\s*$/.exec(address.trim())?.[1] ?? null
}
