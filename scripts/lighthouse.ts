import { mkdirSync, writeFileSync } from 'node:fs'
import { loadSite } from '../schemas/load.ts'
import { startServer } from '../tests/e2e/server.ts'
import { audit } from './lighthouse-audit.ts'

/**
 * `npm run lighthouse` (after `npm run build`): Lighthouse's mobile preset on the home page, a city
 * page, a service page and the FAQ, with the system Chromium. Prints the four category scores per
 * page; exits 1 under performance 95 or any other category under 100, unless --report-only.
 */
const site = loadSite()
const pages = ['/', site.cities.find((c) => c.slug === 'clearwater')?.path ?? site.cities[0]!.path, site.services[0]!.path, '/faq']
const server = await startServer()
const scores = await audit(server.url, pages).finally(() => server.close())
console.table(scores)
mkdirSync('.bench', { recursive: true })
writeFileSync('.bench/lighthouse.json', `${JSON.stringify(scores, null, 2)}\n`)
const low = Object.entries(scores).filter(([, s]) => s.performance < 95 || s.accessibility < 100 || s['best-practices'] < 100 || s.seo < 100)
if (low.length && !process.argv.includes('--report-only')) {
  console.error(`Below budget (performance 95, the others 100): ${low.map(([path]) => path).join(', ')}`)
  process.exit(1)
}
