import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { loadSite } from '../../content-loader/load.ts'
import { readEnv } from '../../shared/env.ts'
import { readPage, writeAstroProject } from './astro-project.ts'
import { buildOnce, buildSets, median, megabytes, round, type BuildRun, type BuildSet } from './builds.ts'
import { measure } from './measure.ts'

/**
 * Our full build against Astro's on the same city page (scripts/bench/astro-site/city.astro), for
 * the same synthetic cities: the builds alternate, a round at a time, and the figures are medians.
 *
 * Astro 5.18.2: the newest release that runs on Node 20 (Astro 7 and 6.0.6 on ask for Node 22;
 * Astro 6.0.5 says `^20.19.1 || >=22.12.0` in its engines, but its command refuses anything under
 * 22.12), with its Vite pinned too. It is installed once, with npm, in node_modules/.cache/astro-compare/
 * (not a dependency of the site), and the project it builds is written next to it, in site/, from a
 * page of our build in the round not counted.
 */
export const ASTRO_VERSION = '5.18.2'
const VITE_VERSION = '6.4.6'
const HOME = resolve('node_modules/.cache/astro-compare')
const PROJECT = join(HOME, 'site')
/** Our build's time, at most this share of Astro's; our build's processes together, at most this many MB. */
export const ASTRO_BUDGET = { ratio: 0.8, peakMb: 800 }

type Run = BuildRun

export interface AstroComparison {
  cities: number
  pages: { ours: number; astro: number }
  rounds: { ours: Run; astro: Run; ratio: number; loadAfter: number[] }[]
  /** Medians of the rounds. */
  ours: Run
  astro: Run
  /** Our median time over Astro's. */
  ratio: number
  /** Load averages (1, 5, 15 minutes) before the first round, and the machine's processors. */
  loadBefore: number[]
  processors: number
  /** The same city's page from both builds: their sizes, and whether their text and their elements are the same. */
  alike: { path: string; oursBytes: number; astroBytes: number; sameText: boolean; sameTags: boolean }[]
}

/** The Astro command, installed on first use. */
function astroCommand(): string {
  const installed = join(HOME, 'node_modules/astro/package.json')
  const version = existsSync(installed)
    ? (JSON.parse(readFileSync(installed, 'utf8')) as { version: string }).version
    : ''
  if (version !== ASTRO_VERSION) {
    console.log(`Installing Astro ${ASTRO_VERSION} in ${HOME} (once)…`)
    mkdirSync(HOME, { recursive: true })
    const manifest = {
      private: true,
      dependencies: { astro: ASTRO_VERSION, vite: VITE_VERSION },
      allowScripts: { esbuild: true, sharp: false },
    }
    writeFileSync(join(HOME, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    execFileSync('npm', ['install', '--prefix', HOME, '--no-audit', '--no-fund', '--loglevel=error'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    })
  }
  const { bin } = JSON.parse(readFileSync(installed, 'utf8')) as { bin: { astro: string } }
  return join(HOME, 'node_modules/astro', bin.astro)
}

/** One Astro build from nothing: no output and no content cache from the last one. */
async function astroOnce(command: string): Promise<Run> {
  for (const cache of ['dist', '.astro', 'node_modules/.astro'])
    rmSync(join(PROJECT, cache), { recursive: true, force: true })
  const result = await measure(process.execPath, [command, 'build', '--root', PROJECT], {
    ASTRO_TELEMETRY_DISABLED: '1',
  })
  if (!result.ok) throw new Error(`Astro's build failed:\n${result.output.slice(-3000)}`)
  return {
    seconds: round(result.seconds),
    peakMb: Math.round(result.peakBytes / 1e6),
    peakParts: megabytes(result.peakParts),
  }
}

/** Alternates our full build of `set` and Astro's, `runs` rounds after one not counted, ours first in the first. */
export async function benchAstro(set: BuildSet, runs: number): Promise<AstroComparison> {
  const command = astroCommand()
  const site = loadSite('content')
  const model = site.cities.find((city) => !city.isHQ)!
  const cities = join(set.content, 'cities')
  // A round not counted: ours makes the model page and fills the share-card store (as the bench's
  // earlier builds of the set do), and each build's code and files are read once from disk.
  await buildOnce(set)
  writeAstroProject(PROJECT, cities, site, { html: readPage(client(set), model.path), slug: model.slug })
  await astroOnce(command)
  const loadBefore = loadAverages()
  const rounds: AstroComparison['rounds'] = []
  for (let n = 0; n < runs; n++) {
    let ours: Run, astro: Run
    if (n % 2 === 0) {
      ours = await buildOnce(set)
      astro = await astroOnce(command)
    } else {
      astro = await astroOnce(command)
      ours = await buildOnce(set)
    }
    rounds.push({ ours, astro, ratio: ratioOf(ours, astro), loadAfter: loadAverages() })
    console.log(`  round ${n + 1}: ours ${ours.seconds} s, Astro ${astro.seconds} s, load ${loadAverages().join(' ')}`)
  }
  // The median time, and the median peak with the processes that made it up.
  const medianRun = (runs: Run[]): Run => {
    const peakMb = median(runs.map((r) => r.peakMb))
    return {
      seconds: median(runs.map((r) => r.seconds)),
      peakMb,
      peakParts: runs.find((r) => r.peakMb === peakMb)!.peakParts,
    }
  }
  const ours = medianRun(rounds.map((r) => r.ours))
  const astro = medianRun(rounds.map((r) => r.astro))
  const headquarters = site.cities.find((city) => city.isHQ)
  // A city of the content, the headquarters, and the last copy in file order (`zephyrhills-9`), if any.
  const copy = readdirSync(cities)
    .filter((file) => /-\d+\.yaml$/.test(file))
    .sort()
    .at(-1)
  const paths = [model.path, headquarters?.path, copy && model.path.slice(0, -model.slug.length) + copy.slice(0, -5)]
  return {
    cities: readdirSync(cities).length,
    pages: { ours: htmlFiles(client(set)), astro: htmlFiles(join(PROJECT, 'dist')) },
    rounds,
    ours,
    astro,
    ratio: ratioOf(ours, astro),
    loadBefore,
    processors: cpus().length,
    alike: paths.flatMap((path) => (path ? [alike(path, set)] : [])),
  }
}

const parts = (run: Run) =>
  Object.entries(run.peakParts)
    .map(([name, mb]) => `${name} ${mb}`)
    .join(', ')
const client = (set: BuildSet) => join(set.buildDir, 'client')
const ratioOf = (ours: Run, astro: Run) => Math.round((ours.seconds / astro.seconds) * 1000) / 1000
const loadAverages = () => loadavg().map((load) => Math.round(load * 100) / 100)
const htmlFiles = (folder: string) =>
  readdirSync(folder, { recursive: true }).filter((file) => String(file).endsWith('.html')).length

/** A page's text as a reader meets it (JSON-LD included): no tags, no entities, no spaces. */
function textOf(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" }
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => entities[name]!)
    .replace(/\s+/g, '')
}

function alike(path: string, set: BuildSet): AstroComparison['alike'][number] {
  const ours = readPage(client(set), path)
  const astro = readPage(join(PROJECT, 'dist'), path)
  // The share card's name is the one difference the comparison expects (ours is named by its drawing).
  const card = (html: string) => html.replace(/\/cards\/[^"]+\.png/g, '/cards/*.png')
  const tags = (html: string) => (html.match(/<[a-z][a-z0-9-]*/g) ?? []).join()
  return {
    path,
    oursBytes: ours.length,
    astroBytes: astro.length,
    sameText: textOf(card(ours)) === textOf(card(astro)),
    sameTags: tags(ours) === tags(astro),
  }
}

export function printAstro(c: AstroComparison): void {
  console.log(
    `\nOur full build against Astro ${ASTRO_VERSION}'s, ${c.cities.toLocaleString('en-US')} cities, alternating (median of ${c.rounds.length}; ${c.processors} processors, load before ${c.loadBefore.join(' ')})`,
  )
  console.table([
    ...c.rounds.map((r, i) => ({
      round: i + 1,
      'ours (s)': r.ours.seconds,
      'Astro (s)': r.astro.seconds,
      ratio: r.ratio,
      'ours peak (MB)': r.ours.peakMb,
      'Astro peak (MB)': r.astro.peakMb,
      'load after': r.loadAfter.join(' '),
      'ours at its peak (MB)': parts(r.ours),
    })),
    {
      round: 'median',
      'ours (s)': c.ours.seconds,
      'Astro (s)': c.astro.seconds,
      ratio: c.ratio,
      'ours peak (MB)': c.ours.peakMb,
      'Astro peak (MB)': c.astro.peakMb,
      'ours at its peak (MB)': parts(c.ours),
    },
  ])
  console.log(
    `Pages built: ours ${c.pages.ours} (the whole site), Astro ${c.pages.astro} (the city pages). The same city page from both:`,
  )
  console.table(c.alike)
  if (c.loadBefore[0]! > c.processors / 2)
    console.log(
      `The load (${c.loadBefore[0]}) was high for ${c.processors} processors: the times are not a quiet machine's.`,
    )
}

export function astroOverBudget(c: AstroComparison): string[] {
  const failures = []
  if (c.ratio > ASTRO_BUDGET.ratio)
    failures.push(
      `${c.cities.toLocaleString('en-US')} cities: our build took ${c.ratio}× Astro's time (${c.ours.seconds} s against ${c.astro.seconds} s; budget ${ASTRO_BUDGET.ratio}×)`,
    )
  if (c.ours.peakMb > ASTRO_BUDGET.peakMb)
    failures.push(
      `${c.cities.toLocaleString('en-US')} cities: our build peaked at ${c.ours.peakMb} MB beside Astro's (budget ${ASTRO_BUDGET.peakMb} MB)`,
    )
  const different = c.alike.filter((page) => !page.sameText || !page.sameTags)
  if (different.length)
    failures.push(`Astro's page is not ours (text or elements): ${different.map((page) => page.path).join(', ')}`)
  return failures
}

// `npx tsx scripts/bench/astro.ts`: this comparison alone, on 5,000 synthetic cities (BENCH_RUNS rounds).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const work = mkdtempSync(join(tmpdir(), 'bench-astro-'))
  try {
    const set = buildSets([5000], work).find((s) => s.name === '5000 cities')!
    const comparison = await benchAstro(set, readEnv(process.env, ['BENCH_RUNS']).BENCH_RUNS)
    printAstro(comparison)
    const failures = astroOverBudget(comparison)
    if (failures.length) {
      console.error(`\nOver budget:\n${failures.map((f) => `  - ${f}`).join('\n')}`)
      process.exitCode = 1
    } else console.log('\nBoth budgets met.')
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}
