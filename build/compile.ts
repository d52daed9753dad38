import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { createRequire } from 'node:module'
import { hash } from '../shared/hash.ts'

/** The build's processes, each compiled from TypeScript into one file. */
export interface Workers {
  check: string
  render: string
  published: string
}

const ENTRIES = {
  render: 'build/render-worker.ts',
  published: 'build/published-worker.ts',
}
/**
 * The content check, with the packages it loads (zod, yaml...) in its one file: a rebuild waits for
 * the check to start, and it starts some 50 ms sooner than loading them from node_modules.
 */
const CHECK_ENTRIES = {
  check: 'build/check-worker.ts',
  // A thread of the check's, which finds it beside itself (build/check-worker.ts).
  doorway: 'build/doorway-thread.ts',
}
/** A bundle in ECMAScript module form still calls require() where a CommonJS package asks for Node's modules. */
const REQUIRE = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);"

/** Where compiled code is kept, a folder per code. */
const COMPILED = join('node_modules', '.cache', 'build')
/**
 * A folder of compiled code that no build has used for this long goes when other code is compiled:
 * each change to the code makes a folder, and they would pile up.
 */
const UNUSED_FOR = 24 * 60 * 60 * 1000

/** esbuild, loaded only when something is compiled (a tenth of a second a build with nothing to compile saves). */
const esbuild = () => createRequire(import.meta.url)('esbuild') as typeof import('esbuild')

/** esbuild's settings for the build's code: one file per entry, packages loaded from node_modules. */
const COMPILE = {
  outExtension: { '.js': '.mjs' },
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  logLevel: 'warning',
} as const

/**
 * The build's worker processes compiled with esbuild (a few hundredths of a second; the TypeScript
 * loader would take half a second to start each process: docs/decisions/0007), in a folder under
 * node_modules/.cache/build named by `source`, the hash of all the code (build/rebuild.ts
 * sourceHash), which the workers' code is part of: compiled once per code, and esbuild is not even
 * loaded when the folder is there. Builds that run at once never write a file another is running:
 * a folder is written whole under a name of its own, then renamed. Packages are loaded from
 * node_modules as they are, but by the content check (CHECK_ENTRIES).
 */
export function compileWorkers(source: string): Workers {
  const dir = join(COMPILED, `workers-${source}`)
  if (!used(dir)) {
    const { buildSync } = esbuild()
    written(dir, [
      ...buildSync({ ...COMPILE, entryPoints: ENTRIES, outdir: 'out', write: false }).outputFiles,
      ...buildSync({
        ...COMPILE,
        packages: 'bundle',
        banner: { js: REQUIRE },
        entryPoints: CHECK_ENTRIES,
        outdir: 'out',
        write: false,
      }).outputFiles,
    ])
  }
  const at = (name: 'check' | keyof typeof ENTRIES) => join(dir, `${name}.mjs`)
  return { check: at('check'), render: at('render'), published: at('published') }
}

/** esbuild's settings for `npm run build`'s own script. */ const BUILD_COMMAND = {
  ...COMPILE,
  entryPoints: { cli: 'scripts/build.ts' },
  outdir: 'out',
  write: false,
} as const

/**
 * `npm run build`'s own script (scripts/build.ts), compiled as the npm script compiles it: for the
 * tests and the bench, which run it as `node <file>` (its start is what they time).
 */
export function compileBuildCommand(): string {
  const { outputFiles } = esbuild().buildSync(BUILD_COMMAND)
  return join(written(join(COMPILED, hash(outputFiles[0]!.contents)), outputFiles), 'cli.mjs')
}

/**
 * The same, compiled by esbuild's own process while this one goes on: for the server, which runs the
 * build as a process of its own (server/content/publisher.ts, previewer.ts) and must not wait.
 */
export async function compileBuildCommandAside(): Promise<string> {
  const { outputFiles } = await esbuild().build(BUILD_COMMAND)
  return join(written(join(COMPILED, hash(outputFiles[0]!.contents)), outputFiles), 'cli.mjs')
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
  forgetUnused(dirname(dir))
  return dir
}

/** Whether the compiled folder `dir` is there; if so, it is marked as used now. */
function used(dir: string): boolean {
  if (!existsSync(dir)) return false
  const now = new Date()
  utimesSync(dir, now, now)
  return true
}

/** Takes out the folders under `compiled` that no build has used for a day. */
function forgetUnused(compiled: string) {
  const before = Date.now() - UNUSED_FOR
  for (const entry of readdirSync(compiled, { withFileTypes: true })) {
    const dir = join(compiled, entry.name)
    if (entry.isDirectory() && statSync(dir).mtimeMs < before) rmSync(dir, { recursive: true, force: true })
  }
}
