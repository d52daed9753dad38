import { compileBuildCommand } from '../../build/compile.ts'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { measure } from './measure.ts'
import { syntheticContent } from './synthetic.ts'

export interface BuildSet {
  name: string
  content: string
  buildDir: string
}

export interface BuildFigures {
  name: string
  pages: number
  /** Median of the runs. */
  seconds: number
  pagesPerSecond: number
  /** Median of the runs' peaks: one run's peak follows whatever else the machine does meanwhile. */
  peakMb: number
  runs: BuildRun[]
}

/**
 * The real content and a synthetic copy with `count` cities for each count (made under `work`),
 * each with its own BUILD_DIR under .bench/.
 */
export function buildSets(counts: number[], work: string): BuildSet[] {
  const synthetic = counts.map((count) => {
    const content = join(work, `content-${count}`)
    syntheticContent('content', content, count)
    return { name: `${count} cities`, content, buildDir: `.bench/dist-${count}` }
  })
  return [{ name: 'real', content: 'content', buildDir: '.bench/dist-real' }, ...synthetic]
}

/**
 * Builds a set `runs` times with `npm run build`'s script. Every run writes a complete new build
 * folder, as a deployment does, and publishes it; the last one stays published.
 */
export async function benchBuild(set: BuildSet, runs: number): Promise<BuildFigures> {
  const measured = []
  for (let run = 0; run < runs; run++) measured.push(await buildOnce(set))
  const pages = countPages(set.buildDir)
  const seconds = median(measured.map((r) => r.seconds))
  return {
    name: set.name,
    pages,
    seconds,
    pagesPerSecond: Math.round(pages / seconds),
    peakMb: median(measured.map((r) => r.peakMb)),
    runs: measured,
  }
}

/** A build's time, its processes' peak memory together, and each process's part of that peak (MB, largest first). */
export interface BuildRun {
  seconds: number
  peakMb: number
  peakParts: Record<string, number>
}

/** One full build of a set with `npm run build`'s script. */
export async function buildOnce(set: BuildSet): Promise<BuildRun> {
  // --full: every run renders every page (a second run would otherwise find nothing changed).
  const result = await measure(process.execPath, [compileBuildCommand(), '--full'], {
    CONTENT_DIR: set.content,
    BUILD_DIR: set.buildDir,
  })
  if (!result.ok) throw new Error(`build of ${set.name} failed:\n${result.output.slice(-3000)}`)
  // Megabytes of 1,000,000 bytes, as the budget counts them (a mebibyte is 5 % larger).
  return {
    seconds: round(result.seconds),
    peakMb: Math.round(result.peakBytes / 1e6),
    peakParts: megabytes(result.peakParts),
  }
}

/** The HTML files in the published build's client folder (`find client -name '*.html'`). */
function countPages(buildDir: string): number {
  return readdirSync(join(buildDir, 'client'), { recursive: true }).filter((file) => String(file).endsWith('.html'))
    .length
}

/** Bytes by name as megabytes, largest first. */
export const megabytes = (parts: Map<string, number>) =>
  Object.fromEntries([...parts].sort((a, b) => b[1] - a[1]).map(([name, bytes]) => [name, Math.round(bytes / 1e6)]))
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
export const round = (value: number) => Math.round(value * 100) / 100
