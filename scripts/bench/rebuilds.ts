import { existsSync } from 'node:fs'
import { loadavg } from 'node:os'
import { benchRebuilds, printRebuilds, rebuildsOverTarget } from './incremental.ts'
import { syntheticContent } from './synthetic.ts'

/**
 * `npx tsx scripts/bench/rebuilds.ts`: the incremental rebuilds of `npm run bench` alone, at 1,000
 * cities (.bench/content-1000, made once), median of BENCH_RUNS (default 3). Exits 1 over a target.
 */
const content = '.bench/content-1000'
if (!existsSync(content)) syntheticContent('content', content, 1000)
const before = loadavg()
const figures = await benchRebuilds(content, '.bench/dist-1000', Number(process.env.BENCH_RUNS ?? 3))
printRebuilds(figures)
console.log(
  `load average (1, 5, 15 min) before: ${before.map((l) => l.toFixed(2)).join(', ')}; after: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`,
)
const over = rebuildsOverTarget(figures)
if (over.length) {
  console.error(over.join('\n'))
  process.exit(1)
}
