import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { RenderedPart } from './messages.ts'
import type { Deps, Inputs } from './plan.ts'

/**
 * Writes what a build records for the next to compare (build/plan.ts) into the build `dir`: inputs.json,
 * and deps.json: the bundle's files, the pages rendered and those `kept` from the previous build
 * (every key they read hashes the same), and the hash of every key read, a render process's or the
 * check's (`hashOf`). Sorted, it is the same whichever pages were kept.
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
  const all: Deps['pages'] = { ...made.kept, ...made.rendered.pages }
  const paths = Object.keys(all).sort()
  const pages = Object.fromEntries(paths.map((path) => [path, all[path]!]))
  const keys = [...new Set(paths.flatMap((path) => all[path]!.reads))].sort()
  const values = Object.fromEntries(keys.map((key) => [key, made.rendered.values[key] ?? made.hashOf(key) ?? '']))
  writeFileSync(join(dir, 'inputs.json'), JSON.stringify(made.inputs))
  writeFileSync(join(dir, 'deps.json'), JSON.stringify({ bundle: made.bundle, values, pages } satisfies Deps))
}
