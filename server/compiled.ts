import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { hash } from '../shared/hash.ts'

/**
 * A module of the server compiled by esbuild into one JavaScript file, the packages it uses imported
 * as they are, in node_modules/.cache/server (inside the project, so that they are found) and named
 * by what it holds: the server itself (`npm run serve` compiles it the same way) and each of its
 * threads (server/thread-calls.ts, page-renderer.ts). Through tsx's loader, whose hooks every module
 * passes through, a thread took 1-1.6 s of processor time to start and the server 3.6 s; compiled,
 * 0.35-0.5 s and 1.6 s (docs/decisions/0028). Compiled once per process, by esbuild's own process
 * while this one goes on; a file unused for a day goes when another is written. `source` is the
 * module's path from the project's folder `root`: by default the working folder, where the server
 * runs, as its build and content do.
 */
const FOLDER = join('node_modules', '.cache', 'server')
const UNUSED_FOR = 24 * 60 * 60 * 1000
const compiledFiles = new Map<string, Promise<string>>()

export function compiled(source: string, root = '.'): Promise<string> {
  const path = join(root, source)
  let file = compiledFiles.get(path)
  if (!file) {
    file = compiledAfresh(source, root)
    compiledFiles.set(path, file)
    // A compilation that failed is tried again by the next thread.
    file.catch(() => compiledFiles.delete(path))
  }
  return file
}

/** The same, compiled now whatever this process compiled before: the code may have changed since. */
export async function compiledAfresh(source: string, root = '.'): Promise<string> {
  const folder = join(root, FOLDER)
  const { build } = await import('esbuild')
  const { outputFiles } = await build({
    entryPoints: [join(root, source)],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'warning',
  })
  const text = outputFiles[0]!.contents
  const name = source.replace(/^.*[\\/]/, '').replace(/\.ts$/, '')
  const file = resolve(folder, `${name}-${hash(text)}.mjs`)
  if (existsSync(file)) {
    const now = new Date()
    utimesSync(file, now, now)
    return file
  }
  mkdirSync(folder, { recursive: true })
  const before = Date.now() - UNUSED_FOR
  for (const old of readdirSync(folder))
    try {
      if (statSync(join(folder, old)).mtimeMs < before) rmSync(join(folder, old), { force: true })
    } catch {
      // Another process took it out first.
    }
  // Written aside and renamed: a thread of another process never reads half a file.
  const partial = `${file}.${process.pid}`
  writeFileSync(partial, text)
  renameSync(partial, file)
  return file
}
