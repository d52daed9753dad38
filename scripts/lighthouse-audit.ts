import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { Site } from '../schemas/site.ts'
import { CHROMIUM_FLAGS, chromiumPath } from '../tests/e2e/browser.ts'
import { benchPages } from './bench/pages.ts'
import { readEnv } from '../shared/env.ts'

export type Scores = Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>
/** First and largest contentful paint and total blocking time, in milliseconds. */
export type Timings = Record<'fcpMs' | 'lcpMs' | 'tbtMs', number>
/** The medians of the runs that completed, and how many did not (each is reported as it fails). */
export type PageAudit = Scores & Timings & { failedRuns: number }

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const TIMINGS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
} as const

/**
 * Lighthouse runs per page: one run's score follows whatever else a shared machine is doing, and
 * five is what Lighthouse's own guide on variability recommends
 * (docs/decisions/0009-measuring-on-a-shared-machine.md).
 */
export const RUNS = readEnv(process.env, ['LIGHTHOUSE_RUNS']).LIGHTHOUSE_RUNS

/**
 * Lighthouse's mobile preset (its default) on each page, in the tests' Chromium (tests/e2e/browser.ts); per page, the
 * four category scores and the paint and blocking times, each the median of RUNS runs (the pages
 * take turns, so a slow moment of the machine does not fall on one page's runs only).
 */
export async function audit(origin: string, paths: string[]): Promise<Record<string, PageAudit>> {
  const chrome = await chromeLauncher.launch({
    chromePath: await chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  })
  const runs: Record<string, (Scores & Timings)[]> = Object.fromEntries(paths.map((path) => [path, []]))
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const path of paths) {
        // A run Lighthouse itself could not complete (a trace it could not read, say) is run again,
        // twice at most: it says nothing about the page.
        for (let attempt = 1; attempt <= 3; attempt++) {
          const { lhr } = (await lighthouse(origin + path, { port: chrome.port, output: 'json', logLevel: 'error' }))!
          const failure = runFailure(lhr)
          if (!failure) {
            runs[path]!.push(figures(lhr))
            break
          }
          console.warn(`Lighthouse run ${run + 1} on ${path} failed (attempt ${attempt} of 3): ${failure}`)
        }
      }
    }
  } finally {
    await chrome.kill()
  }
  const keys = [...CATEGORIES, ...(Object.keys(TIMINGS) as (keyof Timings)[])]
  return Object.fromEntries(
    paths.map((path) => {
      const medians = Object.fromEntries(
        keys.map((key) => [key, median(runs[path]!.map((result) => result[key]))]),
      ) as Scores & Timings
      return [path, { ...medians, failedRuns: RUNS - runs[path]!.length }]
    }),
  )
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

/**
 * Why a run has no score, if it has none: Lighthouse could not load the page, or an audit failed
 * (a trace it could not read, say) and left a category without a score. Counted as 0, such a run
 * would look like a slow page.
 */
function runFailure(lhr: Result): string | undefined {
  if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
  const unscored = CATEGORIES.filter((category) => lhr.categories[category]?.score == null)
  if (!unscored.length) return undefined
  const errors = Object.values(lhr.audits)
    .filter((a) => a.scoreDisplayMode === 'error')
    .map((a) => `${a.id}: ${a.errorMessage}`)
  return `no ${unscored.join(', ')} score (${errors.join('; ') || 'no audit says why'})`
}

function figures(lhr: Result): Scores & Timings {
  const scores = CATEGORIES.map((category) => [category, Math.round(lhr.categories[category]!.score! * 100)])
  const timings = Object.entries(TIMINGS).map(([key, id]) => [key, Math.round(lhr.audits[id]!.numericValue!)])
  return Object.fromEntries([...scores, ...timings])
}

/** NaN when no run completed. */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

/** The pages Lighthouse audits: the five the strict budget holds to, then the map page. */
export function lighthousePages(site: Site): string[] {
  const pages = benchPages(site)
  return [pages.home, pages.city, pages.service, pages.faq, pages.booking, pages.serviceArea]
}

/**
 * The Lighthouse budget, as messages for what is over it. Every page scores 100 in accessibility,
 * best practices and SEO, and 100 in performance, except that one may score 99: a single point is
 * within one page's run-to-run noise, two pages losing it is not. The map page, the only one that
 * loads Leaflet and map tiles, is held to performance 98 and accessibility 100.
 */
export function lighthouseOverBudget(results: Record<string, PageAudit>, mapPage: string): string[] {
  const over: string[] = []
  for (const [path, { failedRuns }] of Object.entries(results))
    if (failedRuns) over.push(`Lighthouse failed ${failedRuns} of ${RUNS} runs on ${path}`)
  const strict = Object.entries(results).filter(([path]) => path !== mapPage)
  for (const [path, scores] of strict) {
    if (scores.performance < 99)
      over.push(`Lighthouse performance ${scores.performance} on ${path} (budget 100, or 99 on one page)`)
    for (const category of CATEGORIES.slice(1))
      if (scores[category] < 100) over.push(`Lighthouse ${category} ${scores[category]} on ${path} (budget 100)`)
  }
  const at99 = strict.filter(([, scores]) => scores.performance === 99).map(([path]) => path)
  if (at99.length > 1)
    over.push(`Lighthouse performance 99 on ${at99.length} pages (${at99.join(', ')}); only one may be under 100`)
  const map = results[mapPage]
  if (map && map.performance < 98) over.push(`Lighthouse performance ${map.performance} on ${mapPage} (budget 98)`)
  if (map && map.accessibility < 100)
    over.push(`Lighthouse accessibility ${map.accessibility} on ${mapPage} (budget 100)`)
  return over
}
