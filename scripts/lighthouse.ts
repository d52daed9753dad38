import { mkdirSync, writeFileSync } from 'node:fs'
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { startServer } from '../tests/e2e/server.ts'
import { CHROMIUM } from '../tests/e2e/browser.ts'
import { loadSite } from '../schemas/load.ts'

/**
 * Audits the built site (run `npm run build` first) on Lighthouse's mobile preset with the system
 * Chromium: home, a city page, a service page and the FAQ page. Prints the four category scores per
 * page; exits 1 when a page is under the budget (performance 95, the rest 100) unless --report-only.
 */
const site = loadSite()
const pages = ['/', site.cities.find((c) => c.slug === 'clearwater')?.path ?? site.cities[0]!.path, site.services[0]!.path, '/faq']
const budget = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 }

const server = await startServer()
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
})
const rows: Record<string, Record<string, number>> = {}
let failed = false
try {
  for (const path of pages) {
    const result = await lighthouse(server.url + path, { port: chrome.port, output: 'json', logLevel: 'error' })
    const categories = result!.lhr.categories
    rows[path] = Object.fromEntries(Object.entries(categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)]))
    for (const [id, min] of Object.entries(budget)) if ((rows[path]![id] ?? 0) < min) failed = true
    if (process.argv.includes('--details')) {
      for (const audit of Object.values(result!.lhr.audits)) if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative') console.log(`  ${path} ${audit.id}: ${audit.score} ${audit.displayValue ?? ''}`)
    }
  }
} finally {
  await chrome.kill()
  await server.close()
}
console.table(rows)
mkdirSync('.bench', { recursive: true })
writeFileSync('.bench/lighthouse.json', `${JSON.stringify(rows, null, 2)}\n`)
if (failed && !process.argv.includes('--report-only')) {
  console.error(`Below budget (performance ${budget.performance}, others 100).`)
  process.exit(1)
}
