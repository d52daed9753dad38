import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { createRequire } from 'node:module'
import { hash } from '../shared/hash.ts'

/**
 * The build's code compiled with esbuild, one file per entry (the TypeScript loader takes half a
 * second to start each process: docs/decisions/0007), in a folder per code under
 * node_modules/.cache/build, written whole aside and renamed; one unused for a day goes.
 */
const COMPILED = join('node_modules', '.cache', 'build')
const UNUSED_FOR = 24 * 60 * 60 * 1000
const ENTRIES = {
  render: 'build/render-worker.ts',
  published: 'build/published-worker.ts',
  // A thread of the build's content check (build/check.ts).
  doorway: 'build/doorway-thread.ts',
}

const COMPILE = { bundle: true, packages: 'external', platform: 'node', format: 'esm', logLevel: 'warning' } as const
const COMMAND = { ...COMPILE, entryPoints: { cli: 'scripts/build.ts' }, write: false } as const
const WORKERS = { ...COMMAND, entryPoints: ENTRIES, outExtension: { '.js': '.mjs' }, outdir: 'out' } as const

/** esbuild, loaded only when something is compiled (a tenth of a second a build saves). */
const esbuild = () => createRequire(import.meta.url)('esbuild') as typeof import('esbuild')

/** The build's processes, compiled once per `source` (the hash of all the code, build/plan.ts sourceHash). */
export function compileWorkers(source: string): Record<keyof typeof ENTRIES, string> {
  const dir = join(COMPILED, `workers-${source}`)
  if (!used(dir)) written(dir, esbuild().buildSync(WORKERS).outputFiles)
  return { render: join(dir, 'render.mjs'), published: join(dir, 'published.mjs'), doorway: join(dir, 'doorway.mjs') }
}

/** `npm run build`'s own script (scripts/build.ts), compiled as the npm script does: for the tests and the bench. */
export function compileBuildCommand(): string {
  return commandIn(esbuild().buildSync(COMMAND).outputFiles)
}

/**
 * The same, compiled by esbuild's own process while this one goes on: for the server, which runs the
 * build as a process of its own (server/content/publisher.ts, previewer.ts) and must not wait.
 */
export async function compileBuildCommandAside(): Promise<string> {
  return commandIn((await esbuild().build(COMMAND)).outputFiles)
}

function commandIn(files: { contents: Uint8Array; path: string }[] = []) {
  const named = files.map((file) => ({ ...file, path: 'cli.mjs' }))
  return join(written(join(COMPILED, hash(files[0]!.contents)), named), 'cli.mjs')
}

/** The folder `dir` holding `files`, written whole first if it is not there. */
function written(dir: string, files: { path: string; contents: Uint8Array }[]): string {
  if (used(dir)) return dir
  const partial = `${dir}.${process.pid}`
  mkdirSync(partial, { recursive: true })
  for (const file of files) writeFileSync(join(partial, basename(file.path)), file.contents)
  try {
    renameSync(partial, dir)
  } catch {
    // Another build compiled the same code first.
    rmSync(partial, { recursive: true, force: true })
  }
  const before = Date.now() - UNUSED_FOR
  for (const entry of readdirSync(dirname(dir), { withFileTypes: true })) {
    const old = join(dirname(dir), entry.name)
    if (entry.isDirectory() && statSync(old).mtimeMs < before) rmSync(old, { recursive: true, force: true })
  }
  return dir
}

/** Whether the compiled folder `dir` is there; if so, it is marked as used now. */
function used(dir: string): boolean {
  if (!existsSync(dir)) return false
  const now = new Date()
  utimesSync(dir, now, now)
  return true
}
