import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadSite } from '../../content-loader/load.ts'
import { launchBrowser } from '../../tests/e2e/browser.ts'
import { benchBuild, buildSets, type BuildFigures } from './builds.ts'
import { ASTRO_BUDGET, astroOverBudget, benchAstro, printAstro } from './astro.ts'
import { benchJavaScript, javascriptOverBudget, kb, scriptLists } from './javascript.ts'
import { benchImages, imagesOverBudget, UPLOAD_PEAK_BUDGET_MB } from './images.ts'
import { benchPages } from './pages.ts'
import { startBenchServer } from './server.ts'
import { benchBlogVsCity, benchThroughput } from './throughput.ts'
import { benchRebuilds, printRebuilds, rebuildsOverTarget, type RebuildFigures } from './incremental.ts'
import { benchRequestWork, workOverBudget } from './request-work.ts'
import { benchEditToLive, EDIT_TO_LIVE_TARGETS, editToLiveOverTarget } from './edit-to-live.ts'
import { benchFirstStart, FIRST_START_BUDGET_S, firstStartOverBudget } from './first-start.ts'
import { benchSaveStall, SAVE_STALL_BUDGET_MS, saveStallOverBudget } from './save-stall.ts'
import { beaconsOverBudget, benchBeacons, printBeacons } from './beacons.ts'
import { benchBuildCode, BUILD_CODE_BUDGET_LINES, buildCodeOverBudget } from './build-code.ts'
import { audit, lighthouseOverBudget, lighthousePages, RUNS as LIGHTHOUSE_RUNS } from '../lighthouse-audit.ts'
import { readEnv } from '../../shared/env.ts'

/**
 * `npm run bench`: build time and memory for the real content and for 1,000 and 5,000 cities, our
 * 5,000-city build against Astro's on the same city page (scripts/bench/astro.ts, which also runs alone),
 * incremental rebuilds at 1,000 cities (one city edited, one added, a template edited, nothing), the
 * time from Publish in the admin's Site content to a live page for five kinds of edit (the real content, served), how
 * long another request waits while a file near the 1 MB limit is checked and saved (scripts/bench/save-stall.ts), a fresh clone's first `npm start` (scripts/bench/first-start.ts), the
 * peak memory of processing the largest post images the upload limits take, the processor time of
 * the costliest Markdown bodies and passwords the server's limits let through, the JavaScript a
 * phone loads on each kind of page before and after a first interaction, server
 * throughput (and the cached /blog against a city page), floods of visit beacons (scripts/bench/beacons.ts,
 * which also runs alone), and Lighthouse; prints tables, writes .bench/results/<time>.json (and latest.json),
 * and exits 1 when a budget is exceeded (the Lighthouse budget is in scripts/lighthouse-audit.ts).
 *
 * Knobs for a quicker run: BENCH_RUNS, builds per set (default 3; the figures are medians);
 * BENCH_SETS, the sets to build (default `real,1000,5000`; a number is that many synthetic cities,
 * and the real content is always built, as the rest of the bench serves it); LIGHTHOUSE_RUNS.
 * The build budgets are checked only when the 5,000-city set is built.
 */
const settings = readEnv(process.env, ['BENCH_RUNS', 'BENCH_SETS'])
const RUNS = settings.BENCH_RUNS
const CITY_COUNTS = parseSets(settings.BENCH_SETS)
const BUDGET = {
  seconds5000: 20,
  peakMb5000: 800,
  growth: 6,
  jsBeforeKb: 20,
  jsAfterKb: 100,
  blogRatio: 0.8,
  blogP99Ms: 50,
}
const failures: string[] = []

function parseSets(value: string): number[] {
  const names = value.split(',').map((name) => name.trim())
  for (const name of names)
    if (name !== 'real' && !/^[1-9]\d*$/.test(name))
      throw new Error(`BENCH_SETS: "${name}" is neither "real" nor a number of cities`)
  return names.filter((name) => name !== 'real').map(Number)
}

/** The build budgets, on the 5,000-city build; the 5,000/1,000 ratio shows how the build scales. */
function checkBuilds(builds: BuildFigures[]): number | undefined {
  const b1000 = builds.find((b) => b.name === '1000 cities')
  const b5000 = builds.find((b) => b.name === '5000 cities')
  if (!b5000) return undefined
  if (b5000.seconds > BUDGET.seconds5000)
    failures.push(`5,000 cities built in ${b5000.seconds} s (budget ${BUDGET.seconds5000} s)`)
  if (b5000.peakMb > BUDGET.peakMb5000)
    failures.push(`5,000-city build peaked at ${b5000.peakMb} MB (budget ${BUDGET.peakMb5000} MB)`)
  if (!b1000) return undefined
  const growth = Math.round((b5000.seconds / b1000.seconds) * 100) / 100
  if (growth > BUDGET.growth)
    failures.push(`5,000 cities took ${growth}× the 1,000-city build (budget ${BUDGET.growth}×)`)
  return growth
}

const work = mkdtempSync(join(tmpdir(), 'bench-'))
let stopServer = () => {}
try {
  // 1. Builds
  const builds: BuildFigures[] = []
  const sets = buildSets(CITY_COUNTS, work)
  for (const set of sets) builds.push(await benchBuild(set, RUNS))
  const growth = checkBuilds(builds)
  console.log(
    `\nBuilds (median of ${RUNS}; peak = all build processes' resident memory together, median of the runs' peaks)`,
  )
  console.table(
    builds.map(({ runs, ...b }) => ({
      ...b,
      'each run (s)': runs.map((r) => r.seconds).join(' / '),
      'each run (MB)': runs.map((r) => r.peakMb).join(' / '),
    })),
  )
  if (growth !== undefined) console.log(`5,000-city build / 1,000-city build: ${growth}×`)

  // 1a. Our 5,000-city build against Astro's on the same city page, alternating (budgets: ASTRO_BUDGET).
  const set5000 = sets.find((set) => set.name === '5000 cities')
  const astro = set5000 && (await benchAstro(set5000, RUNS))
  if (astro) failures.push(...(printAstro(astro), astroOverBudget(astro)))

  // 1b. Rebuilds of the 1,000-city site after one change.
  let rebuilds: RebuildFigures[] = []
  const set1000 = sets.find((set) => set.name === '1000 cities')
  if (set1000) {
    rebuilds = await benchRebuilds(set1000.content, set1000.buildDir, RUNS)
    printRebuilds(rebuilds)
    failures.push(...rebuildsOverTarget(rebuilds))
  }

  // 1b'. From Publish in Site content to a live page, at the real site's size: five kinds of edit, five times each.
  const editToLive = await benchEditToLive(work, Math.max(RUNS, 5))
  failures.push(...editToLiveOverTarget(editToLive))
  console.log(
    `\nEdit to live (the real content, served; targets: median ${EDIT_TO_LIVE_TARGETS.median} s, each ${EDIT_TO_LIVE_TARGETS.max} s)`,
  )
  console.table([
    ...editToLive.kinds.map((kind) => ({ ...kind, runs: kind.runs.join(' / ') })),
    { change: 'every run', median: editToLive.median, max: editToLive.max },
  ])

  // 1b''''. The build's own code, in lines.
  const buildCode = benchBuildCode()
  failures.push(...buildCodeOverBudget(buildCode))
  console.log(
    `\nThe build's own code: ${buildCode.lines} lines in ${buildCode.files.length} files (budget ${BUILD_CODE_BUDGET_LINES}); the longest: ${buildCode.files
      .slice(0, 5)
      .map(({ file, lines }) => `${file} ${lines}`)
      .join(', ')}`,
  )

  // 1b'''. A fresh clone's first `npm start`, to its first page.
  const firstStart = await benchFirstStart()
  failures.push(...firstStartOverBudget(firstStart))
  console.log(
    `\nA fresh clone's first npm start: first page served in ${firstStart.seconds} s (budget ${FIRST_START_BUDGET_S} s); ${firstStart.said}`,
  )

  // 1b''. A save of a file near the 1 MB limit: how long another request waits meanwhile.
  const saveStall = await benchSaveStall(work, sets[0]!.buildDir)
  failures.push(...saveStallOverBudget(saveStall))
  console.log(
    `\nA save of a ${Math.round(saveStall.bytes / 1024)} KB file (faq.yaml, grown): the slowest answer to another request meanwhile (budget while checked: ${SAVE_STALL_BUDGET_MS} ms)`,
  )
  console.table([
    ...saveStall.saves,
    { action: 'nothing under way', ms: null, status: null, slowestOtherMs: saveStall.slowestIdleMs },
  ])

  // 1c. Post images: memory while the largest pictures the upload limits take are processed.
  const images = await benchImages()
  failures.push(...imagesOverBudget(images))
  console.log(`\nPost images: peak resident memory making every variant (budget ${UPLOAD_PEAK_BUDGET_MB} MB)`)
  console.table(images)

  // 1d. What the limits leave a request to do: the costliest Markdown bodies, the slowest passwords.
  const requestWork = await benchRequestWork()
  failures.push(...workOverBudget(requestWork))
  console.log("\nProcessor time of one request's costliest step (Markdown: median of 3; password: least of 3)")
  console.table(requestWork)

  // 2. The server on the real build.
  const server = await startBenchServer(sets[0]!.buildDir, join(work, 'site.db'))
  stopServer = server.stop
  const site = loadSite('content')
  const pages = benchPages(site)

  const browser = await launchBrowser()
  const javascript = await benchJavaScript(browser, server.origin, site).finally(() => browser.close())
  failures.push(...javascriptOverBudget(javascript, { beforeKb: BUDGET.jsBeforeKb, afterKb: BUDGET.jsAfterKb }))
  console.log('\nJavaScript on a phone (390×844), gzip level 9, before and after a first interaction')
  console.table(
    javascript.map((p) => {
      const after = p.steps.flatMap((s) => s.scripts)
      return {
        path: p.path,
        'before (KB)': kb(p.beforeBytes),
        'before (files)': p.steps[0]!.scripts.length,
        'after (KB)': kb(p.afterBytes),
        'after (files)': after.length,
        'React before': p.steps[0]!.scripts.some((s) => s.react),
        Leaflet: after.some((s) => s.leaflet),
      }
    }),
  )
  console.log(`Scripts each step loaded:\n${scriptLists(javascript)}`)

  const throughput = await benchThroughput(server.origin, pages.city)
  for (const t of throughput) if (t.errors) failures.push(`${t.name}: ${t.errors} failed requests`)
  console.log('\nServer (autocannon, 10 s, 50 connections)')
  console.table(throughput)

  const blog = await benchBlogVsCity(server.origin, pages.city)
  console.log(
    `\n/blog against ${pages.city} in the same run (medians of ${blog.runs.length} rounds of 10 s, 50 connections)`,
  )
  console.table({ [pages.city]: blog.city, '/blog': blog.blog, ratio: { requestsPerSecond: blog.ratio, p99Ms: null } })
  if (blog.ratio < BUDGET.blogRatio)
    failures.push(`/blog served ${blog.ratio}× the city page's requests/s (budget ${BUDGET.blogRatio}×)`)
  if (blog.blog.p99Ms >= BUDGET.blogP99Ms)
    failures.push(`/blog p99 ${blog.blog.p99Ms} ms (budget under ${BUDGET.blogP99Ms} ms)`)

  // 2b. Floods of visit beacons: what they leave in the database, Reports after them, visitors meanwhile.
  const beacons = await benchBeacons(sets[0]!.buildDir, work)
  failures.push(...beaconsOverBudget(beacons))
  printBeacons(beacons)

  const lighthouse = await audit(server.origin, lighthousePages(site))
  failures.push(...lighthouseOverBudget(lighthouse, pages.serviceArea))
  console.log(`\nLighthouse, mobile (median of ${LIGHTHOUSE_RUNS} runs per page; times in ms)`)
  console.table(lighthouse)

  const results = {
    date: new Date().toISOString(),
    budgets: { ...BUDGET, astro: ASTRO_BUDGET },
    buildRuns: RUNS,
    builds,
    growth,
    astro,
    javascript,
    rebuilds,
    editToLive,
    firstStart,
    buildCode,
    saveStall,
    images,
    requestWork,
    throughput,
    blog,
    beacons,
    lighthouseRuns: LIGHTHOUSE_RUNS,
    lighthouse,
    failures,
  }
  mkdirSync('.bench/results', { recursive: true })
  const text = `${JSON.stringify(results, null, 2)}\n`
  writeFileSync(`.bench/results/${results.date.replace(/[:.]/g, '-')}.json`, text)
  writeFileSync('.bench/results/latest.json', text)
} finally {
  stopServer()
  rmSync(work, { recursive: true, force: true })
}

if (failures.length) {
  console.error(`\nOver budget:\n${failures.map((f) => `  - ${f}`).join('\n')}`)
  process.exit(1)
}
console.log('\nAll budgets met.')
