import { compileBuildCommand } from '../../build/compile.ts'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseDocument } from 'yaml'
import { slugify } from '../../shared/slug.ts'
import { measure } from './measure.ts'
import { varyText } from './synthetic.ts'

/**
 * Targets for a rebuild of the 1,000-city site after one change, in seconds (issue 46: sites are sized
 * at one or two hundred cities; the 5,000-city one-edit budget is retired, and 5,000 cities are built whole only).
 */
export const REBUILD_TARGETS = { cityEdited: 2, cityAdded: 3, noChange: 0.5 }

export interface RebuildFigures {
  change: string
  /** Median of the runs, in seconds. */
  seconds: number
  runs: number[]
  /** What the build said it did, from its last run. */
  said: string
  target: number | null
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** One `npm run build`, timed, and the line it ended with. */
async function rebuild(content: string, buildDir: string) {
  const result = await measure(process.execPath, [compileBuildCommand()], { CONTENT_DIR: content, BUILD_DIR: buildDir })
  if (!result.ok) throw new Error(`rebuild failed:\n${result.output.slice(-3000)}`)
  return { seconds: Math.round(result.seconds * 100) / 100, said: result.output.trim().split('\n').at(-1) ?? '' }
}

/** A repeatable random source for the words a run's added city is given. */
function seededRandom(seed: number): () => number {
  return () => (seed = (seed * 48271) % 2147483647) / 2147483647
}

/** A city file's text with a sentence added to its description. */
function editedCity(text: string, label: string): string {
  const doc = parseDocument(text)
  doc.set('description', `${String(doc.get('description'))} Edited (${label}).`)
  return doc.toString()
}

/**
 * Incremental rebuilds of a built site (`npm run build` after one change): no change, one city's
 * text edited, one city added, and one template's text edited (in the code: restored afterwards).
 * Each `runs` times; the site is left as it was, rebuilt.
 *
 * A rebuild makes an old build's folder over into the new one (docs/decisions/0013-…), which is
 * quick when that folder shares the published pages, as it does while content is being edited.
 * Right after every page was rendered again (a template changed, or a full build) the two old
 * folders share none, and the next two rebuilds link every page again: the edits are measured
 * after two unmeasured ones, and the first two edits after a full render on their own, without a
 * target (docs/decisions/0014-…).
 */
export async function benchRebuilds(content: string, buildDir: string, runs: number): Promise<RebuildFigures[]> {
  const build = () => rebuild(content, buildDir)
  const cityFile = join(content, 'cities', 'clearwater.yaml')
  const original = readFileSync(cityFile, 'utf8')
  const template = 'pages/service-area/@slug/CitySections.tsx'
  const templateText = readFileSync(template, 'utf8')
  const figures: RebuildFigures[] = []
  const scenario = async (
    change: string,
    target: number | null,
    before: (run: number) => void,
    after: () => Promise<unknown> | void = () => {},
    times = runs,
  ) => {
    const measured = []
    for (let run = 0; run < times; run++) {
      before(run)
      measured.push(await build())
      await after()
    }
    figures.push({
      change,
      seconds: median(measured.map((m) => m.seconds)),
      runs: measured.map((m) => m.seconds),
      said: measured.at(-1)!.said,
      target,
    })
  }
  const editCity = (label: string) => writeFileSync(cityFile, editedCity(original, label))
  await build()
  try {
    // Unmeasured: the old folders share the published pages, as while content is being edited.
    for (const run of [1, 2]) await (editCity(`before the runs, ${run}`), build())
    writeFileSync(cityFile, original)
    await build()
    await scenario('nothing changed', REBUILD_TARGETS.noChange, () => {})
    await scenario('one city’s text edited', REBUILD_TARGETS.cityEdited, (run) => editCity(`run ${run + 1}`))
    writeFileSync(cityFile, original)
    await build()
    let added = ''
    await scenario(
      'one city added',
      REBUILD_TARGETS.cityAdded,
      (run) => {
        const doc = parseDocument(original)
        const name = `Clearwater Harbor ${run + 1}`
        doc.set('name', name)
        doc.delete('isHQ')
        doc.delete('mapMarker')
        // Text of its own: the content check refuses a copy of Clearwater's as a doorway page.
        varyText(doc, seededRandom(run + 1))
        added = join(content, 'cities', `${slugify(name)}.yaml`)
        writeFileSync(added, doc.toString())
      },
      // Taken out and rebuilt, unmeasured: each run adds one city to the same site.
      () => (rmSync(added), build()),
    )
    await scenario('one template’s text edited (a new bundle)', null, (run) => {
      writeFileSync(template, templateText.replace('>Established {', `>Established (${run + 1}) {`))
    })
  } finally {
    writeFileSync(cityFile, original)
    writeFileSync(template, templateText)
  }
  // Every page rendered again (the template restored), then the first two edits.
  await build()
  try {
    await scenario(
      'one city’s text edited, the first two after every page was rendered again',
      null,
      (run) => editCity(`after a full render, ${run + 1}`),
      () => {},
      2,
    )
  } finally {
    writeFileSync(cityFile, original)
  }
  await build()
  return figures
}

/** The rebuild figures as a table, with what each last build said. */
export function printRebuilds(figures: RebuildFigures[]): void {
  console.log('\nRebuilds at 1,000 cities (`npm run build` after one change; seconds, median of the runs)')
  console.table(
    figures.map((f) => ({
      change: f.change,
      seconds: f.seconds,
      target: f.target ?? '-',
      'each run (s)': f.runs.join(' / '),
    })),
  )
  for (const f of figures) console.log(`${f.change}: ${f.said}`)
}

/** A line per rebuild over its target. */
export function rebuildsOverTarget(figures: RebuildFigures[]): string[] {
  return figures
    .filter((f) => f.target !== null && f.seconds > f.target)
    .map((f) => `rebuild after "${f.change}" took ${f.seconds} s (target ${f.target} s)`)
}
