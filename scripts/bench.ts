import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { loadSite } from '../schemas/load.ts'
import { pagesDir, prerenderedPaths, readPage } from '../server/page-files.mjs'
import { audit, RUNS as LIGHTHOUSE_RUNS, type Scores } from './lighthouse-audit.ts'
import { measure } from './bench/measure.ts'
import { syntheticContent } from './bench/synthetic.ts'

/**
 * `npm run bench`: build time and memory at 1,000 and 5,000 cities and for the real content, what a
 * first visit to each kind of page transfers, server throughput, and Lighthouse; prints a table,
 * writes .bench/results/<time>.json (and latest.json), and exits 1 when a budget is exceeded.
 * Builds run three times each; the figures are medians.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const BUDGET = { seconds5000: 15, peakMb5000: 800, growth: 6, jsKb: 100, lighthouse: 95 }
const work = mkdtempSync(join(tmpdir(), 'bench-'))
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10
const failures: string[] = []

// 1. Builds
interface BuildFigures { name: string; pages: number; seconds: number; pagesPerSecond: number; peakMb: number; runs: number[] }
const builds: BuildFigures[] = []
const sets: { name: string; content: string }[] = [{ name: 'real', content: 'content' }]
for (const count of [1000, 5000]) {
  const content = join(work, `content-${count}`)
  syntheticContent('content', content, count)
  sets.push({ name: `${count} cities`, content })
}
for (const set of sets) {
  const buildDir = `.bench/dist-${set.name.replace(/\W+/g, '-')}`
  const runs = []
  // Each run rebuilds over the previous one, as `npm run build` does over dist: every page is
  // rendered and written again. On a fresh clone the first run is a clean build.
  for (let run = 0; run < RUNS; run++) {
    const result = await measure(process.execPath, ['scripts/build.mjs'], { CONTENT_DIR: set.content, BUILD_DIR: buildDir })
    if (!result.ok) throw new Error(`build of ${set.name} failed:\n${result.output.slice(-3000)}`)
    runs.push(result)
  }
  const pages = readdirSync(pagesDir(buildDir), { recursive: true }).filter((f) => String(f).endsWith('.html')).length
  const seconds = median(runs.map((r) => r.seconds))
  const round = (value: number) => Math.round(value * 100) / 100
  builds.push({ name: set.name, pages, seconds: round(seconds), pagesPerSecond: Math.round(pages / seconds), peakMb: Math.round(Math.max(...runs.map((r) => r.peakBytes)) / 2 ** 20), runs: runs.map((r) => round(r.seconds)) })
}
const [, b1000, b5000] = builds as [BuildFigures, BuildFigures, BuildFigures]
if (b5000.seconds >= BUDGET.seconds5000) failures.push(`5,000 cities built in ${b5000.seconds} s (budget ${BUDGET.seconds5000} s)`)
if (b5000.peakMb >= BUDGET.peakMb5000) failures.push(`5,000-city build peaked at ${b5000.peakMb} MB (budget ${BUDGET.peakMb5000} MB)`)
const growth = Math.round((b5000.seconds / b1000.seconds) * 100) / 100
if (growth > BUDGET.growth) failures.push(`5,000 cities took ${growth}× the 1,000-city build (budget ${BUDGET.growth}×)`)

// 2. The server on the real build: page weights, throughput, Lighthouse.
const buildDir = '.bench/dist-real'
const port = 3700 + Math.floor(Math.random() * 200)
const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), BUILD_DIR: buildDir, DATABASE_PATH: join(work, 'site.db'), LEADS_PER_TEN_MINUTES: '100000000' },
  stdio: ['ignore', 'pipe', 'inherit'],
})
let serverOutput = ''
server.stdout.on('data', (chunk) => (serverOutput = (serverOutput + chunk).slice(-2000)))
for (let waited = 0; !serverOutput.includes('"msg":"listening"'); waited += 50) {
  if (waited > 20_000) throw new Error(`server did not start: ${serverOutput}`)
  await new Promise((resolve) => setTimeout(resolve, 50))
}
const origin = `http://127.0.0.1:${port}`

try {
  const site = loadSite('content')
  const families: [string, string][] = [
    ['home', '/'],
    ['service', site.services[0]!.path],
    ['product', site.products.find((p) => p.slug !== 'index')!.path],
    ['city', site.cities.find((c) => c.slug === 'clearwater')!.path],
    ['FAQ', '/faq'],
    ['blog list', '/blog'],
    ['service areas (map)', '/service-area'],
  ]
  const weights = []
  for (const [family, path] of families) {
    const html = await (await fetch(origin + path)).text()
    const css = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!)
    const js = [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!))]
    const size = async (url: string) => gzipSync(Buffer.from(await (await fetch(origin + url)).arrayBuffer())).length
    const cssBytes = (await Promise.all(css.map(size))).reduce((a, b) => a + b, 0)
    const jsBytes = (await Promise.all(js.map(size))).reduce((a, b) => a + b, 0)
    weights.push({ family, path, htmlKb: kb(gzipSync(html).length), cssKb: kb(cssBytes), jsKb: kb(jsBytes), jsFiles: js })
    if (kb(jsBytes) > BUDGET.jsKb) failures.push(`${path} transfers ${kb(jsBytes)} KB of JavaScript (budget ${BUDGET.jsKb} KB)`)
  }
  // The map library: only the service-area page may load it, and it loads it only when the map mounts.
  // Every page loads one of a few scripts: each is read once.
  const hasMap = new Map<string, boolean>()
  const loadsMap = (js: string) => hasMap.get(js) ?? hasMap.set(js, readFileSync(join(buildDir, 'client', js), 'utf8').includes('_leaflet_id')).get(js)!
  for (const path of prerenderedPaths(buildDir)) {
    for (const [, js] of readPage(buildDir, path).matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)) {
      if (loadsMap(js!)) failures.push(`${path} loads the map library (${js})`)
    }
  }

  const lead = () =>
    new URLSearchParams({
      formKey: `bench-${Math.random().toString(36).slice(2)}${Date.now()}`,
      elapsed: '30000',
      firstName: 'Bench',
      lastName: 'Mark',
      email: 'bench@example.com',
      phone: '(813) 555-0100',
      city: 'Oldsmar',
      zip: '34677',
      serviceType: 'repair',
    }).toString()
  const load = async (name: string, options: autocannon.Options) => {
    const result = await autocannon({ connections: 50, duration: 10, ...options })
    return { name, requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx }
  }
  const throughput = [
    await load(`GET ${families[3]![1]} (prerendered)`, { url: origin + families[3]![1] }),
    await load('GET /api/blog/posts', { url: `${origin}/api/blog/posts` }),
    await load('POST /contact (a lead)', {
      url: `${origin}/contact`,
      requests: [{ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, setupRequest: (request) => ({ ...request, body: lead() }) }],
    }),
  ]
  for (const t of throughput) if (t.errors) failures.push(`${t.name}: ${t.errors} failed requests`)

  const lighthousePages = ['/', families[3]![1], families[1]![1], '/faq']
  const lighthouse: Record<string, Scores> = await audit(origin, lighthousePages)
  for (const [path, scores] of Object.entries(lighthouse)) if (scores.performance < BUDGET.lighthouse) failures.push(`Lighthouse performance ${scores.performance} on ${path} (budget ${BUDGET.lighthouse})`)

  console.log(`\nBuilds (median of ${RUNS}; peak = all build processes' resident memory together)`)
  console.table(builds.map(({ runs, ...b }) => ({ ...b, 'each run (s)': runs.join(' / ') })))
  console.log(`5,000-city build / 1,000-city build: ${growth}×`)
  console.log('\nFirst visit, gzip')
  console.table(weights.map(({ jsFiles, ...w }) => ({ ...w, jsFiles: jsFiles.length })))
  for (const w of weights) console.log(`  ${w.family}: ${w.jsFiles.join(', ')}`)
  console.log('\nServer (autocannon, 10 s, 50 connections)')
  console.table(throughput)
  console.log(`\nLighthouse, mobile (median of ${LIGHTHOUSE_RUNS} runs per page)`)
  console.table(lighthouse)

  const results = { date: new Date().toISOString(), budgets: BUDGET, builds, growth, weights, throughput, lighthouse, failures }
  mkdirSync('.bench/results', { recursive: true })
  const text = `${JSON.stringify(results, null, 2)}\n`
  writeFileSync(`.bench/results/${results.date.replace(/[:.]/g, '-')}.json`, text)
  writeFileSync('.bench/results/latest.json', text)
} finally {
  server.kill('SIGTERM')
  rmSync(work, { recursive: true, force: true })
}

if (failures.length) {
  console.error(`\nOver budget:\n${failures.map((f) => `  - ${f}`).join('\n')}`)
  process.exit(1)
}
console.log('\nAll budgets met.')
