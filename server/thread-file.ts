import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { hash } from '../shared/hash.ts'

/**
 * The file a server thread runs (server/thread-calls.ts, page-renderer.ts): its TypeScript module
 * compiled by esbuild into one JavaScript file, the packages it uses imported as they are, in
 * node_modules/.cache/server-threads (inside the project, so that they are found) and named by what
 * it holds. A thread that ran the TypeScript through tsx's loader spent 1-1.6 s of processor time
 * starting, most of it in the loader's hooks, which every module it imports passes through; from
 * the compiled file, 0.35-0.5 s. Compiled once per process, by esbuild's own process while this one
 * goes on; a file unused for a day goes when another is written.
 */
const FOLDER = fileURLToPath(new URL('../node_modules/.cache/server-threads/', import.meta.url))
const UNUSED_FOR = 24 * 60 * 60 * 1000
const compiled = new Map<string, Promise<string>>()

export function threadFile(module: URL): Promise<string> {
  let file = compiled.get(module.href)
  if (!file) {
    file = compile(module)
    compiled.set(module.href, file)
    // A compilation that failed is tried again by the next thread.
    file.catch(() => compiled.delete(module.href))
  }
  return file
}

async function compile(module: URL): Promise<string> {
  const { build } = await import('esbuild')
  const source = fileURLToPath(module)
  const { outputFiles } = await build({
    entryPoints: [source],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'warning',
  })
  const text = outputFiles[0]!.contents
  const name = source.replace(/^.*[\\/]/, '').replace(/\.ts$/, '')
  const file = join(FOLDER, `${name}-${hash(text)}.mjs`)
  if (existsSync(file)) {
    const now = new Date()
    utimesSync(file, now, now)
    return file
  }
  mkdirSync(FOLDER, { recursive: true })
  const before = Date.now() - UNUSED_FOR
  for (const old of readdirSync(FOLDER))
    try {
      if (statSync(join(FOLDER, old)).mtimeMs < before) rmSync(join(FOLDER, old), { force: true })
    } catch {
      // Another process took it out first.
    }
  // Written aside and renamed: a thread of another process never reads half a file.
  const partial = `${file}.${process.pid}`
  writeFileSync(partial, text)
  renameSync(partial, file)
  return file
}
