import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { RenderedPart } from './messages.ts'
import type { Deps, Inputs } from './plan.ts'

/**
 * What a build records for the next to compare. inputs.json: what the build was made from
 * (build/plan.ts Inputs), all a build with nothing changed reads. deps.json (build/plan.ts
 * Deps): the bundle's files, what each prerendered page read (build/reads.ts) and each key's hash.
 * Why the reads are exact: docs/decisions/0011-recorded-page-dependencies.md.
 */

/**
 * Writes inputs.json and deps.json into the build folder `dir`: the render processes' pages with those `kept` from the previous build, whose records are still true
 * (every key they read hashes the same in this content), and the hash of every key read, a
 * render process's or else `hashOf`'s (the content check's). Sorted, it is the same whichever pages
 * were kept (the incremental build test compares it with a full build's).
 */
export function writeManifest(
  dir: string,
  made: {
    inputs: Inputs
    bundle: string[]
    kept: Deps['pages']
    rendered: RenderedPart
    hashOf: (key: string) => string | undefined
  },
) {
  const { rendered } = made
  const all: Deps['pages'] = { ...made.kept, ...rendered.pages }
  const pages: Deps['pages'] = {}
  const values: Record<string, string> = {}
  for (const path of Object.keys(all).sort()) {
    pages[path] = all[path]!
    for (const key of all[path]!.reads) values[key] ??= rendered.values[key] ?? made.hashOf(key) ?? ''
  }
  const sorted = Object.fromEntries(
    Object.keys(values)
      .sort()
      .map((key) => [key, values[key]!]),
  )
  writeFileSync(join(dir, 'inputs.json'), JSON.stringify(made.inputs))
  writeFileSync(join(dir, 'deps.json'), JSON.stringify({ bundle: made.bundle, values: sorted, pages } satisfies Deps))
}
