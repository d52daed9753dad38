import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import autocannon from 'autocannon'
import { openReadOnly } from '../../server/db/database.ts'
import { PASSWORD, signedIn } from './edit-to-live.ts'
import { startBenchServer } from './server.ts'

/** What a flood of beacons may cost, at most. */
export const BEACON_BUDGET = { reportMs: 1000, reportKb: 500, visitorP99Ms: 100 }
const FLOOD = 300_000
const VISITOR_PAGE = '/service-area/garage-door-repair-clearwater'
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

export interface BeaconFigures {
  flood: string
  beaconsPerSecond: number
  /** Rows of daily counts after it, and how much the database file (with its WAL) grew. */
  rows: number
  dbGrowthKb: number
  /** Visitors' page loads meanwhile (10 connections). */
  visitorP99Ms: number
  visitorRequests: number
  /** Reports for 90 days after it: the slowest of 5, and its size. */
  reportMs: number
  reportKb: number
}

const fileBytes = (path: string) =>
  [path, `${path}-wal`].reduce((sum, file) => sum + (existsSync(file) ? statSync(file).size : 0), 0)
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * 300,000 beacons from one address at the rate issue 45 saw (1,100 a second), then 300,000 as fast as
 * 32 connections send them from as many addresses (through a proxy on this machine, TRUST_PROXY),
 * each naming pages, first pages and sources of its own; visitors load a city page meanwhile. Then an
 * administrator opens Reports for 90 days.
 */
export async function benchBeacons(buildDir: string, work: string): Promise<BeaconFigures[]> {
  const database = join(work, 'beacons.db')
  const env = { DATABASE_PATH: database, ADMIN_PASSWORD: PASSWORD, TRUST_PROXY: 'loopback' }
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/admin-create.ts', '--username', 'owner'], {
    env: { ...process.env, ...env },
  })
  const server = await startBenchServer(buildDir, database, env)
  try {
    const api = await signedIn(server.origin)
    const figures: BeaconFigures[] = []
    // Visitors alone first: what the machine gives them without beacons, to read the rest against.
    const floods = [
      { flood: 'none (visitors alone, 20 s)', overallRate: -1 },
      { flood: 'one address, 1,100/s', overallRate: 1100 },
      { flood: 'as many addresses, made-up pages, at full speed', overallRate: 0 },
    ]
    for (const { flood, overallRate } of floods) {
      const before = fileBytes(database)
      let visitors: autocannon.Instance | undefined
      const visiting = new Promise<autocannon.Result>((resolve, reject) => {
        visitors = autocannon({ url: server.origin + VISITOR_PAGE, connections: 10, duration: 600 }, (error, result) =>
          error ? reject(error) : resolve(result),
        )
      })
      const started = performance.now()
      if (overallRate < 0) await pause(20_000)
      else await sendBeacons(server.origin, overallRate)
      const seconds = (performance.now() - started) / 1000
      visitors!.stop()
      const visited = await visiting
      await pause(1500)
      let reportMs = 0
      let reportBytes = 0
      for (let run = 0; run < 5; run++) {
        const at = performance.now()
        const report = await api<unknown>('GET', '/api/admin/reports?days=90')
        reportMs = Math.max(reportMs, performance.now() - at)
        reportBytes = Buffer.byteLength(JSON.stringify(report))
      }
      const db = openReadOnly(database)
      const rows = db.prepare('SELECT count(*) FROM site_event_days').pluck().get() as number
      db.close()
      figures.push({
        flood,
        beaconsPerSecond: overallRate < 0 ? 0 : Math.round(FLOOD / seconds),
        rows,
        dbGrowthKb: Math.round((fileBytes(database) - before) / 1024),
        visitorP99Ms: visited.latency.p99,
        visitorRequests: visited.requests.total,
        reportMs: Math.round(reportMs),
        reportKb: Math.round(reportBytes / 1024),
      })
    }
    return figures
  } finally {
    server.stop()
  }
}

/** 300,000 beacons, at `overallRate` a second (0: as fast as they go) from this machine, else each from an address of its own. */
async function sendBeacons(origin: string, overallRate: number) {
  let sent = 0
  await autocannon({
    url: `${origin}/api/events`,
    connections: 32,
    amount: FLOOD,
    ...(overallRate > 0 ? { overallRate } : {}),
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const i = sent++
          const headers: Record<string, string> = { 'content-type': 'text/plain', 'user-agent': CHROME }
          if (!overallRate) headers['x-forwarded-for'] = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`
          const body = JSON.stringify({
            path: `/flood/${i}`,
            landing: `/landing-${i}?utm_source=campaign-${i}`,
            referrer: `site-${i}.example`,
            type: ['visit', 'view', 'call', 'form_start', 'form_submit'][i % 5],
            vitals: { LCP: i % 9000 },
          })
          return { ...request, headers, body }
        },
      },
    ],
  })
}

export function beaconsOverBudget(figures: BeaconFigures[]): string[] {
  return figures
    .slice(1)
    .flatMap((each) => [
      ...(each.reportMs >= BEACON_BUDGET.reportMs
        ? [
            `Reports for 90 days after ${FLOOD} beacons from ${each.flood}: ${each.reportMs} ms (budget under ${BEACON_BUDGET.reportMs} ms)`,
          ]
        : []),
      ...(each.reportKb >= BEACON_BUDGET.reportKb
        ? [
            `Reports for 90 days after beacons from ${each.flood}: ${each.reportKb} KB (budget under ${BEACON_BUDGET.reportKb} KB)`,
          ]
        : []),
      ...(each.visitorP99Ms >= BEACON_BUDGET.visitorP99Ms
        ? [
            `visitors' p99 during beacons from ${each.flood}: ${each.visitorP99Ms} ms (budget under ${BEACON_BUDGET.visitorP99Ms} ms)`,
          ]
        : []),
    ])
}

export function printBeacons(figures: BeaconFigures[]) {
  console.log(
    `\n${FLOOD.toLocaleString('en-US')} beacons, 32 connections, visitors loading ${VISITOR_PAGE} meanwhile (10 connections); Reports for 90 days after (slowest of 5)`,
  )
  console.table(figures)
}

// `npx tsx scripts/bench/beacons.ts`: this part alone, on the build in `dist`.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const work = mkdtempSync(join(tmpdir(), 'bench-beacons-'))
  try {
    const figures = await benchBeacons('dist', work)
    printBeacons(figures)
    const failures = beaconsOverBudget(figures)
    if (failures.length) {
      console.error(`\nOver budget:\n${failures.map((f) => `  - ${f}`).join('\n')}`)
      process.exitCode = 1
    }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}
