import { mkdirSync, writeFileSync } from 'node:fs'
import { loadSite } from '../content-loader/load.ts'
import { startServer } from '../tests/e2e/server.ts'
import { audit, lighthouseOverBudget, lighthousePages } from './lighthouse-audit.ts'
import { benchPages } from './bench/pages.ts'

/**
 * `npm run lighthouse` (after `npm run build`): Lighthouse's mobile preset on the pages `npm run
 * bench` audits, in the tests' Chromium. Prints the four category scores and the paint and
 * blocking times per page; exits 1 when the bench's Lighthouse budget is not met, unless --report-only.
 */
const site = loadSite()
const server = await startServer()
const results = await audit(server.url, lighthousePages(site)).finally(() => server.close())
console.table(results)
mkdirSync('.bench', { recursive: true })
writeFileSync('.bench/lighthouse.json', `${JSON.stringify(results, null, 2)}\n`)
const over = lighthouseOverBudget(results, benchPages(site).serviceArea)
if (over.length && !process.argv.includes('--report-only')) {
  console.error(`Over budget:\n${over.map((line) => `  - ${line}`).join('\n')}`)
  process.exit(1)
}
