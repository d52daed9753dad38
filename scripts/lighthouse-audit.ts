import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM } from '../tests/e2e/browser.ts'

export type Scores = Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>

/** Lighthouse's mobile preset on each page, with the system Chromium; the four category scores per page. */
export async function audit(origin: string, paths: string[]): Promise<Record<string, Scores>> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  const results: Record<string, Scores> = {}
  try {
    for (const path of paths) {
      const result = await lighthouse(origin + path, { port: chrome.port, output: 'json', logLevel: 'error' })
      const c = result!.lhr.categories
      results[path] = {
        performance: Math.round((c.performance?.score ?? 0) * 100),
        accessibility: Math.round((c.accessibility?.score ?? 0) * 100),
        'best-practices': Math.round((c['best-practices']?.score ?? 0) * 100),
        seo: Math.round((c.seo?.score ?? 0) * 100),
      }
    }
  } finally {
    await chrome.kill()
  }
  return results
}
