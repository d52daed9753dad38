import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Deps, Inputs } from './plan.ts'

/**
 * What a build records for the next to compare. inputs.json: what the build was made from
 * (build/plan.ts Inputs), all a build with nothing changed reads. deps.json (build/plan.ts
 * Deps): the bundle's files, what each prerendered page read (build/reads.ts) and each key's hash.
 * Why the reads are exact: docs/decisions/0011-recorded-page-dependencies.md.
 */

/**
 * Writes inputs.json and deps.json into the build folder `dir`: the render processes' pages (deps/*,
 * build/render-worker.ts) with those `kept` from the previous build, whose records are still true
 * (every key they read hashes the same in this content), and the hash of every key read, a
 * render process's or else `hashOf`'s (the content check's). Sorted, it is the same whichever pages
 * were kept (the incremental build test compares it with a full build's).
 */
export function writeManifest(
  dir: string,
  made: { inputs: Inputs; bundle: string[]; kept: Deps['pages']; hashOf: (key: string) => string | undefined },
) {
  const rendered = renderedParts(dir)
  const all: Deps['pages'] = { ...made.kept }
  for (const [path, { pageId, reads }] of Object.entries(rendered.pages)) all[path] = { template: pageId ?? '', reads }
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

/**
 * What the render processes wrote of their pages' reads (deps/*), taken out of the build.
 */
function renderedParts(dir: string) {
  const pages: Record<string, { pageId: string | undefined; reads: string[] }> = {}
  const values: Record<string, string> = {}
  const parts = join(dir, 'deps')
  for (const name of existsSync(parts) ? readdirSync(parts).sort() : []) {
    const text = readFileSync(join(parts, name), 'utf8')
    if (name.endsWith('.values.json')) Object.assign(values, JSON.parse(text))
    else
      for (const line of text.split('\n'))
        if (line) {
          const { path, pageId, reads } = JSON.parse(line)
          pages[path] = { pageId, reads }
        }
  }
  rmSync(parts, { recursive: true, force: true })
  return { pages, values }
}
