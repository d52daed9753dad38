import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseDocument } from 'yaml'
import { citySlug } from '../../schemas/city.ts'
import { measure } from './measure.ts'

/** Targets for a rebuild of the 5,000-city site after one change, in seconds. */
export const REBUILD_TARGETS = { cityEdited: 2, cityAdded: 3, noChange: 1.5 }

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

/**
 * Incremental rebuilds of a built site (`npm run build` after one change): no change, one city's
 * text edited, one city added, and one template's text edited (in the code: restored afterwards).
 * Each `runs` times; the site is left as it was, rebuilt.
 */
export async function benchRebuilds(content: string, buildDir: string, runs: number): Promise<RebuildFigures[]> {
  const build = async () => {
    const result = await measure(process.execPath, ['scripts/build.mjs'], { CONTENT_DIR: content, BUILD_DIR: buildDir })
    if (!result.ok) throw new Error(`rebuild failed:\n${result.output.slice(-3000)}`)
    return { seconds: Math.round(result.seconds * 100) / 100, said: result.output.trim().split('\n').at(-1) ?? '' }
  }
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
  ) => {
    const measured = []
    for (let run = 0; run < runs; run++) {
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
  await build()
  try {
    await scenario('nothing changed', REBUILD_TARGETS.noChange, () => {})
    await scenario('one city’s text edited', REBUILD_TARGETS.cityEdited, (run) => {
      const doc = parseDocument(original)
      doc.set('description', `${String(doc.get('description'))} Edited for run ${run + 1}.`)
      writeFileSync(cityFile, doc.toString())
    })
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
        added = join(content, 'cities', `${citySlug(name)}.yaml`)
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
  await build()
  return figures
}

/** The rebuild figures as a table, with what each last build said. */
export function printRebuilds(figures: RebuildFigures[]): void {
  console.log('\nRebuilds at 5,000 cities (`npm run build` after one change; seconds, median of the runs)')
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
