import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadSite } from '../../content-loader/load.ts'
import { readEnv } from '../../shared/env.ts'
import { benchPages } from './pages.ts'
import { startBenchServer } from './server.ts'
import { benchBlogVsCity } from './throughput.ts'

/**
 * The cached blog against a prerendered city page, served by `npm run serve` on the current build
 * (BUILD_DIR): 3 rounds of 10 s at 50 connections each, medians printed. Exits 1 when /blog serves
 * under 0.8× the city page's requests/s or its p99 is 50 ms or more.
 */
const { BUILD_DIR } = readEnv(process.env, ['BUILD_DIR'])
const work = mkdtempSync(join(tmpdir(), 'bench-blog-'))
const server = await startBenchServer(BUILD_DIR, join(work, 'site.db'))
let failed = false
try {
  const city = benchPages(loadSite('content')).city
  const before = loadavg()
  const result = await benchBlogVsCity(server.origin, city)
  const after = loadavg()
  console.table(result.runs.flatMap((r) => [r.city, r.blog]))
  console.table({ [city]: result.city, '/blog': result.blog })
  console.log(`/blog ÷ city page (medians of ${result.runs.length}): ${result.ratio}×`)
  console.log(`load average (1, 5, 15 min) before: ${before.map((l) => l.toFixed(2)).join(', ')}`)
  console.log(`load average (1, 5, 15 min) after: ${after.map((l) => l.toFixed(2)).join(', ')}`)
  failed = result.ratio < 0.8 || result.blog.p99Ms >= 50
} finally {
  server.stop()
  rmSync(work, { recursive: true, force: true })
}
if (failed) {
  console.error('Over budget: /blog must serve ≥ 0.8× the city page with p99 under 50 ms')
  process.exit(1)
}
