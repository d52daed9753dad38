// Counts the visit for the owner's Reports, without cookies or identifiers (shared/site-events.ts).
// renderer/+client.ts loads it once the page has loaded, and never for a visitor whose browser asks
// not to be tracked (Do Not Track, Global Privacy Control).
import { EVENTS_PATH, type Beacon, type Vital } from '../shared/site-events.ts'

interface Landing {
  landingPage: string
  referrer: string
}

const landing = ((): Landing => {
  try {
    // Set by rememberLanding() on the visit's first page (renderer/page-behaviour.ts).
    return JSON.parse(sessionStorage.getItem('landing') ?? '') as Landing
  } catch {
    return { landingPage: location.pathname + location.search, referrer: document.referrer }
  }
})()
let referrerHost = ''
try {
  referrerHost = new URL(landing.referrer).hostname
} catch {
  // No referrer, or not an address: the visit came direct.
}

function send(body: Omit<Beacon, 'path' | 'landing' | 'referrer'>, path = location.pathname) {
  const beacon: Beacon = { path, landing: landing.landingPage, referrer: referrerHost, ...body }
  navigator.sendBeacon(EVENTS_PATH, JSON.stringify(beacon))
}

/** Once per browser tab: the first page seen is the visit, later ones are views. */
function once(key: string): boolean {
  try {
    if (sessionStorage.getItem(key)) return false
    sessionStorage.setItem(key, '1')
  } catch {
    // Without storage every page is counted as a view of its own visit's page.
  }
  return true
}

send({ type: once('measured') ? 'visit' : 'view' })

/** The lead form (it carries a form key: renderer/page-behaviour.ts) an event happened in. */
const leadForm = (target: EventTarget | null) => {
  const form = (target as Element | null)?.closest?.('form')
  return form?.querySelector('[name="formKey"]') ? form : null
}
const started = new WeakSet<Element>()

addEventListener(
  'click',
  (event) => {
    if ((event.target as Element | null)?.closest?.('a[href^="tel:"]')) send({ type: 'call' })
  },
  true,
)
// A lead form sent is counted by the server as it stores the lead (server/routes/leads.ts), with
// JavaScript or without, whichever page the visitor is sent to next.
addEventListener(
  'input',
  (event) => {
    const form = leadForm(event.target)
    if (form && !started.has(form)) {
      started.add(form)
      send({ type: 'form_start' })
    }
  },
  true,
)
// Core Web Vitals, as Google measures them, sent once when the visitor leaves the page.
const vitals: Partial<Record<Vital, number>> = {}
const observe = (type: string, each: (entry: PerformanceEntry & Record<string, number>) => void, more = {}) => {
  try {
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => each(entry as never))).observe({
      type,
      buffered: true,
      ...more,
    })
  } catch {
    // A browser without this entry type reports the others.
  }
}
// LCP: the last largest paint before the visitor first interacts.
let interacted = false
observe('largest-contentful-paint', (entry) => interacted || (vitals.LCP = Math.round(entry.startTime)))
for (const type of ['keydown', 'pointerdown'])
  addEventListener(type, () => (interacted = true), { once: true, capture: true })
// CLS: the largest burst of unexpected layout shifts (gaps under 1 s, at most 5 s long).
// No shift at all is a score of 0, where the browser can see shifts.
if (PerformanceObserver.supportedEntryTypes?.includes('layout-shift')) vitals.CLS = 0
let burst = 0
let burstStart = 0
let last = 0
observe('layout-shift', (entry) => {
  if (entry.hadRecentInput) return
  if (entry.startTime - last > 1000 || entry.startTime - burstStart > 5000) {
    burst = 0
    burstStart = entry.startTime
  }
  last = entry.startTime
  burst += entry.value!
  vitals.CLS = Math.max(vitals.CLS ?? 0, Math.round(burst * 1000) / 1000)
})
// INP: the slowest interaction, leaving out one in every 50 on a long visit.
const interactions = new Map<number, number>()
observe(
  'event',
  (entry) => {
    if (!entry.interactionId) return
    interactions.set(entry.interactionId, Math.max(interactions.get(entry.interactionId) ?? 0, entry.duration))
    const slowest = [...interactions.values()].sort((a, b) => b - a)
    vitals.INP = slowest[Math.min(slowest.length - 1, Math.floor(interactions.size / 50))]
  },
  { durationThreshold: 16 },
)
let reported = false
const report = () => {
  if (reported || !Object.keys(vitals).length) return
  reported = true
  send({ vitals })
}
addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && report())
addEventListener('pagehide', report)
