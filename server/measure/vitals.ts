import type { Vital } from '../../shared/site-events.ts'
import { VITALS } from '../../shared/web-vitals.ts'

/**
 * Each metric's histogram: bucket n holds the values over (n - 1) × width up to n × width, and the
 * last bucket everything beyond. Google's thresholds are bucket edges, so a percentile read as its
 * bucket's top is rated exactly as the values in it would be.
 */
const BUCKETS: Record<Vital, { width: number; last: number }> = {
  LCP: { width: 100, last: 200 },
  INP: { width: 10, last: 300 },
  CLS: { width: 0.01, last: 200 },
}

export const bucketOf = (metric: Vital, value: number) =>
  Math.min(BUCKETS[metric].last, Math.ceil(value / BUCKETS[metric].width - 1e-9))

/** The top of a bucket: the most its values can be. */
const topOf = (metric: Vital, bucket: number) => Math.round(bucket * BUCKETS[metric].width * 1000) / 1000

export type Rating = 'good' | 'needs improvement' | 'poor'

export function ratingOf(metric: Vital, value: number): Rating {
  const { good, poor } = VITALS[metric]
  return value <= good ? 'good' : value > poor ? 'poor' : 'needs improvement'
}

/** The 75th percentile of a histogram (bucket → count), as Google reports field data: the top of its bucket. */
export function p75(metric: Vital, buckets: { bucket: number; count: number }[]): number | null {
  const total = buckets.reduce((sum, each) => sum + each.count, 0)
  if (!total) return null
  let seen = 0
  for (const each of [...buckets].sort((a, b) => a.bucket - b.bucket)) {
    seen += each.count
    if (seen >= total * 0.75) return topOf(metric, each.bucket)
  }
  return null
}
