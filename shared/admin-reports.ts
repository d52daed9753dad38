import type { Vital } from './site-events.ts'

/**
 * The key counted for a page, first page or source past a day's limit of them
 * (server/measure/site-events.ts), and for the rows a report leaves out: no path or source is empty.
 * It lives here rather than in site-events.ts so that the visit-counting code (renderer/measure.ts)
 * shares no chunk with the admin and stays one file with no imports.
 */
export const OTHER = ''

/** The periods the Reports screen offers, in days up to today. */
export const REPORT_PERIODS = [7, 30, 90] as const
export type ReportPeriod = (typeof REPORT_PERIODS)[number]

/**
 * Rows a table of the report lists at most, those that bring most calls and leads; the rest are
 * summed in one last row whose key is OTHER, with what the days' limits
 * counted there. So a report stays some tens of kilobytes, however many pages a flood made up.
 */
export const REPORT_ROWS = 100

/** What happened on the site over some days, one row per page, city or source. */
export interface ReportRow {
  /** The page's path, or the source's name; OTHER ('') for the row of all the others. */
  key: string
  /** How the owner reads it: the city's name for a city page, else the key. */
  label: string
  /** Visits that began here (by first page, city or source), or views of the page (by page). */
  visits: number
  calls: number
  /** Lead forms started (the screen shows them by page, where the forms are). */
  formStarts: number
  formsSent: number
  /** (calls + forms sent) / visits, 0 when there were none. */
  conversion: number
}

export interface DayTotals {
  day: string
  visits: number
  calls: number
  formsSent: number
}

export interface VitalReport {
  template: string
  metric: Vital
  /** The 75th percentile (ms, or unitless for CLS). */
  p75: number
  /** Page loads it was measured on. */
  count: number
  rating: 'good' | 'needs improvement' | 'poor'
}

export interface SiteReport {
  days: ReportPeriod
  /** The first and last day of the period (YYYY-MM-DD, the business's days). */
  from: string
  to: string
  totals: { visits: number; views: number; calls: number; formStarts: number; formsSent: number; conversion: number }
  /** Leads in the inbox received in the period, spam and held ones left out: every visitor's, counted or not. */
  leads: number
  daily: DayTotals[]
  /** By the first page of the visit: which pages bring calls and leads. */
  landingPages: ReportRow[]
  /** The same, for city pages alone. */
  cities: ReportRow[]
  sources: ReportRow[]
  /** By the page where it happened. */
  pages: ReportRow[]
  vitals: VitalReport[]
}
