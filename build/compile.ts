import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { buildSync } from 'esbuild'
import { hash } from '../shared/hash.ts'
import { filesUnder } from './folder.ts'

/** The build's processes, each compiled from TypeScript into one file. */
export interface Workers {
  check: string
  render: string
  prune: string
  /** A hash of the build's own code: these files, the procedure that starts them (build/) and the packages' lock. */
  code: string
}

const ENTRIES = { check: 'build/check-worker.ts', render: 'build/render-worker.ts', prune: 'build/prune-worker.ts' }

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
 * Compiles the build's worker processes with esbuild (a few hundredths of a second; the TypeScript
 * loader would take half a second to start each process: docs/decisions/0007) into a folder named
 * by a hash of what was compiled, under node_modules/.cache/build. Builds that run at once never
 * write a file another is running: a folder is written whole under a name of its own, then renamed.
 * Packages are loaded from node_modules as they are.
 */
export function compileWorkers(): Workers {
  const { outputFiles } = buildSync({
    ...COMPILE,
    entryPoints: ENTRIES,
    outdir: 'out',
    write: false,
  })
  const own = filesUnder('build').filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  const code = hash(
    [
      ...outputFiles.map((file) => hash(file.contents)),
      ...own.map((file) => hash(readFileSync(join('build', file)))),
      existsSync('package-lock.json') ? hash(readFileSync('package-lock.json')) : '',
    ].join(),
  )
  const dir = written(code, outputFiles)
  const at = (name: keyof typeof ENTRIES) => join(dir, `${name}.mjs`)
  return { check: at('check'), render: at('render'), prune: at('prune'), code }
}

/**
 * `npm run build`'s own script (scripts/build.ts), compiled as the npm script compiles it: for the
 * tests and the bench, which run it as `node <file>` (its start is what they time).
 */
export function compileBuildCommand(): string {
  const { outputFiles } = buildSync({
    ...COMPILE,
    entryPoints: { cli: 'scripts/build.ts' },
    outdir: 'out',
    write: false,
  })
  return join(written(hash(outputFiles[0]!.contents), outputFiles), 'cli.mjs')
}

/** The folder named `code` under node_modules/.cache/build holding `files`, written whole first if it is not there. */
function written(code: string, files: { path: string; contents: Uint8Array }[]): string {
  const dir = join('node_modules', '.cache', 'build', code)
  if (existsSync(dir)) return dir
  const partial = `${dir}.${process.pid}`
  mkdirSync(partial, { recursive: true })
  for (const file of files) writeFileSync(join(partial, basename(file.path)), file.contents)
  try {
    renameSync(partial, dir)
  } catch {
    // Another build compiled the same code first.
    rmSync(partial, { recursive: true, force: true })
  }
  return dir
}
