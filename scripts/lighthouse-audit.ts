import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM } from '../tests/e2e/browser.ts'

export type Scores = Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>

/**
 * Lighthouse runs per page. One run of the home page scores anywhere from 91 to 99 on this shared
 * machine (its blocking time follows the CPU), and a median of three still fell to 93 once; five is
 * what Lighthouse's own guide on variability recommends, halving the spread of one run.
 */
export const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 5)

/**
 * Lighthouse's mobile preset on each page, with the system Chromium; the four category scores per
 * page, each the median of RUNS runs (the pages take turns, so a slow moment of the machine does
 * not fall on one page's runs only).
 */
export async function audit(origin: string, paths: string[]): Promise<Record<string, Scores>> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  const runs: Record<string, Scores[]> = Object.fromEntries(paths.map((path) => [path, []]))
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const path of paths) {
        const result = await lighthouse(origin + path, { port: chrome.port, output: 'json', logLevel: 'error' })
        const c = result!.lhr.categories
        runs[path]!.push({
          performance: Math.round((c.performance?.score ?? 0) * 100),
          accessibility: Math.round((c.accessibility?.score ?? 0) * 100),
          'best-practices': Math.round((c['best-practices']?.score ?? 0) * 100),
          seo: Math.round((c.seo?.score ?? 0) * 100),
        })
      }
    }
  } finally {
    await chrome.kill()
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
  return Object.fromEntries(paths.map((path) => [path, Object.fromEntries(categories.map((category) => [category, median(runs[path]!.map((scores) => scores[category]))])) as Scores]))
}
