import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { bundleFilesOf, linkBundle, linkFiles } from './folder.ts'
import { runVite, type Vite } from './vite-lock.ts'

/** The list of a stored bundle's files, in its folder; written last, so a folder without it is not a bundle. */
const LIST = 'bundle.json'
const ENTRY = join('server', 'entry.mjs')

/**
 * The bundle of a build that needs a new one, into its folder `dir`: Vite's build of the code. With
 * a store of bundles (BUNDLE_STORE, a folder; unset by default), one Vite made before from the same
 * code (`code`, build/rebuild.ts codeHash) is linked in from the store instead, as an incremental
 * build links the previous build's (build/folder.ts linkBundle), and a bundle Vite makes is put in
 * the store. For builds made again and again of code that does not change between them, each from
 * nothing: the test suites' builds (tests/global-setup.ts), and the full builds the incremental-build
 * test compares with (tests/incremental-build.test.ts).
 */
export function newBundle(env: NodeJS.ProcessEnv, dir: string, code: string, store: string | undefined): Vite {
  const stored = store ? join(store, code) : null
  const take = () => {
    if (!stored || !existsSync(join(stored, LIST))) return false
    const bundle = JSON.parse(readFileSync(join(stored, LIST), 'utf8')) as string[]
    linkBundle({ dir: stored, deps: { bundle } }, dir)
    return true
  }
  if (take()) return { done: Promise.resolve(0), stop: () => {} }
  // Looked for again once it is this build's turn to run Vite: another build may have just stored it.
  const vite = runVite(env, dir, take)
  const done = vite.done.then((exit) => {
    if (exit === 0 && stored && !existsSync(join(stored, LIST))) keep(dir, stored)
    return exit
  })
  return { done, stop: vite.stop }
}

/** Puts the bundle Vite made in the build folder `dir` in the store's folder `stored`, made whole in one step. */
function keep(dir: string, stored: string) {
  const making = `${stored}.${process.pid}`
  rmSync(making, { recursive: true, force: true })
  const bundle = bundleFilesOf(dir)
  linkFiles(
    dir,
    making,
    bundle.filter((file) => file !== ENTRY),
  )
  // The server entry names the folder it was built into: the store's, as linkBundle expects.
  writeFileSync(join(making, ENTRY), readFileSync(join(dir, ENTRY), 'utf8').replaceAll(dir, stored))
  writeFileSync(join(making, LIST), JSON.stringify(bundle))
  try {
    renameSync(making, stored)
  } catch (error) {
    // Another build of the same code stored it first: its bundle is the same.
    if (!['ENOTEMPTY', 'EEXIST'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error
    rmSync(making, { recursive: true, force: true })
  }
}
