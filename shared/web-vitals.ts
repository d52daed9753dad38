import type { Vital } from './site-events.ts'

/** Core Web Vitals, with Google's thresholds: at or under `good` is good, over `poor` is poor. */
export const VITALS = {
  LCP: { name: 'Largest Contentful Paint', good: 2500, poor: 4000, unit: 'ms' },
  INP: { name: 'Interaction to Next Paint', good: 200, poor: 500, unit: 'ms' },
  CLS: { name: 'Cumulative Layout Shift', good: 0.1, poor: 0.25, unit: '' },
} as const satisfies Record<Vital, { name: string; good: number; poor: number; unit: string }>
