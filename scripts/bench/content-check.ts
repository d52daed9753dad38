import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { alikeCities } from '../../content-loader/checks/doorway.ts'
import { parseContent } from '../../content-loader/parse.ts'
import { readContentFiles } from '../../content-loader/read.ts'
import { MAX_SHARED } from '../../content-loader/similarity.ts'
import { measure } from './measure.ts'
import { syntheticContent } from './synthetic.ts'

/**
 * `npx tsx scripts/bench/content-check.ts [counts]`: how long `npm run validate` takes on the real
 * content and on synthetic sets of cities (default 1000,5000), the whole process as an editor runs
 * it, and within it the doorway check (content-loader/checks/doorway.ts), which compares every city with
 * every other; BENCH_RUNS runs each (default 3), medians, every run listed.
 */
const counts = (process.argv[2] ?? '1000,5000').split(',').map(Number)
const runs = Number(process.env.BENCH_RUNS ?? 3)
const work = mkdtempSync(join(tmpdir(), 'bench-check-'))
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
try {
  const sets = [{ name: 'real', content: 'content' }]
  for (const count of counts) {
    const content = join(work, `content-${count}`)
    syntheticContent('content', content, count)
    sets.push({ name: `${count} cities`, content })
  }
  const rows = []
  for (const set of sets) {
    const whole: number[] = []
    const doorway: number[] = []
    let cityCount = 0
    for (let run = 0; run < runs; run++) {
      const result = await measure(process.execPath, ['--import', 'tsx', 'scripts/validate.ts', set.content], {})
      if (!result.ok) throw new Error(`validate of ${set.name} failed:\n${result.output.slice(-3000)}`)
      whole.push(Math.round(result.seconds * 100) / 100)
      const { cities } = parseContent(readContentFiles(set.content))
      cityCount = cities.length
      const start = performance.now()
      const refused = alikeCities(cities, MAX_SHARED).length
      doorway.push(Math.round(performance.now() - start))
      if (refused) throw new Error(`${set.name}: ${refused} pairs of cities are over the doorway limit`)
    }
    rows.push({
      set: set.name,
      cities: cityCount,
      'validate (s)': median(whole),
      'doorway check (ms)': median(doorway),
      'each validate (s)': whole.join(' / '),
      'each doorway (ms)': doorway.join(' / '),
    })
  }
  console.table(rows)
} finally {
  rmSync(work, { recursive: true, force: true })
}
