import { useCallback, useSyncExternalStore } from 'react'

/** The business's own follow-up of a lead, in order. */
export const STAGES = [
  { value: 'new', label: 'New' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'booked', label: 'Booked' },
  { value: 'won', label: 'Won' },
  { value: 'lost', label: 'Lost' },
] as const
export type Stage = (typeof STAGES)[number]['value']
export type Delivery = 'pending' | 'delivered' | 'failed' | 'spam' | 'held' | 'stored'

/** A lead as the list shows it (GET /api/admin/leads). */
export interface LeadSummary {
  id: number
  kind: 'contact' | 'booking'
  form: string
  stage: Stage
  status: Delivery
  /** It chose a choice the content marks urgent: listed first while new, with a badge. */
  urgent: boolean
  delivery: string
  createdAt: string
  name: string
  email: string
  phone: string
  city: string
  service: string
  noteCount: number
  attempts: number
  lastError: string | null
}

export interface LeadPage {
  counts: Partial<Record<Delivery, number>>
  stages: Record<Stage, number>
  total: number
  timeZone: string
  leads: LeadSummary[]
  /** The `before` of the following page (urgent leads still new come first), null on the last. */
  next: string | null
}

/** A lead opened in full (GET /api/admin/leads/:id). */
export interface LeadDetailData extends LeadSummary {
  fields: { name: string; label: string; value: string }[]
  landingPage: string | null
  referrer: string | null
  utm: Record<string, string>
  ip: string | null
  userAgent: string | null
  spamReason: string | null
  deliveredAt: string | null
  nextAttemptAt: string | null
  stageChangedAt: string | null
  forwardingTo: string | null
  timeZone: string
  deliveries: {
    attempt: number
    at: string
    target: string
    statusCode: number | null
    error: string | null
    /** Why it failed, in words; for one accepted, a refusal of some of its recipients, or null. */
    reason: string | null
    ok: boolean
  }[]
  notes: { id: number; author: string; body: string; createdAt: string }[]
}

export const stageLabel = (stage: Stage) => STAGES.find((s) => s.value === stage)?.label ?? stage

/** The list's filters as they sit in the address (/admin/leads?status=new&q=…), so Back and a shared link keep them. */
export interface LeadFilterState {
  /** A stage, "spam", or "held" (held for review). */
  status: string
  form: string
  /** Forwarding: pending, delivered, failed or stored. */
  forwarding: string
  from: string
  to: string
  q: string
  /** "1": urgent leads only. */
  urgent: string
}
export const FILTER_KEYS = ['status', 'form', 'forwarding', 'from', 'to', 'q', 'urgent'] as const

export function filtersOf(params: URLSearchParams): LeadFilterState {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as unknown as LeadFilterState
}

/** Status filter choices that are delivery states (leads held back), not stages. */
export const HELD_FILTERS = ['spam', 'held']

/** The API query of the filters: the Status filter's "spam" and "held" are delivery states, every other choice a stage. */
export function apiQuery(filters: LeadFilterState): URLSearchParams {
  const query = new URLSearchParams()
  if (HELD_FILTERS.includes(filters.status)) query.set('status', filters.status)
  else {
    if (filters.status) query.set('stage', filters.status)
    if (filters.forwarding) query.set('status', filters.forwarding)
  }
  for (const key of ['form', 'from', 'to', 'q', 'urgent'] as const)
    if (filters[key].trim()) query.set(key, filters[key].trim())
  return query
}

const URL_CHANGE = 'leads:urlchange'
const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange)
  window.addEventListener(URL_CHANGE, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(URL_CHANGE, onChange)
  }
}

/** The Leads section's address query, and a way to change it (a new history entry, or in place). */
export function useLeadsUrl(): [URLSearchParams, (params: URLSearchParams, replace?: boolean) => void] {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  )
  const go = useCallback((params: URLSearchParams, replace = false) => {
    const text = params.toString()
    const url = `${window.location.pathname}${text ? `?${text}` : ''}`
    if (replace) window.history.replaceState(null, '', url)
    else window.history.pushState(null, '', url)
    window.dispatchEvent(new Event(URL_CHANGE))
  }, [])
  return [new URLSearchParams(search), go]
}
