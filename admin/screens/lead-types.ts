import { useCallback, useSyncExternalStore } from 'react'
import { LEAD_STAGES, STAGE_LABELS, type LeadStage } from '../../shared/admin-leads.ts'

/** The stages, in order, as the Status choices list them. */
export const STAGES = LEAD_STAGES.map((value) => ({ value, label: STAGE_LABELS[value] }))

export const stageLabel = (stage: LeadStage) => STAGE_LABELS[stage]

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
