import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { BUILD_HANDOFF } from '../shared/env.ts'
import { bundleFilesOf, linkFiles } from './folder.ts'
import { exitCode } from './messages.ts'

const LOCK = join('node_modules', '.cache', 'build', 'vite.lock')
/** The list of a stored bundle's files, in its folder; written last, so a folder without it is not a bundle. */
const LIST = 'bundle.json'
const ENTRY = join('server', 'entry.mjs')

/**
 * Waits until this process is the only one running Vite on this code folder, and gives back the
 * function that lets the next one go: Vike compiles each `+` file into a file beside it at start-up
 * and deletes it after, and two Vite processes at once delete or half-read each other's. The lock is
 * a folder (made in one step) holding its holder's process id; a holder that died is taken over.
 */
export async function viteLock(): Promise<() => void> {
  mkdirSync(join(LOCK, '..'), { recursive: true })
  for (;;) {
    try {
      mkdirSync(LOCK)
      writeFileSync(join(LOCK, 'pid'), String(process.pid))
      // Let go once, however often it is called: a second call would free another holder's lock.
      let held = true
      return () => void (held && rmSync(LOCK, { recursive: true, force: true }), (held = false))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      if (holderGone()) rmSync(LOCK, { recursive: true, force: true })
      else await sleep(100)
    }
  }
}

/** The lock's holder has ended (its id names no process); one that has not written its id yet is waited for. */
function holderGone(): boolean {
  try {
    process.kill(Number(readFileSync(join(LOCK, 'pid'), 'utf8')), 0)
    return false
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH'
  }
}

/**
 * The bundle of a build that needs a new one, into its folder `dir`: Vite's build of the code (Vike's
 * CLI). With a store of bundles (BUNDLE_STORE; unset by default), one Vite made before of the same
 * `code` (build/plan.ts codeHash) is linked in instead, and one Vite makes is stored: for builds of
 * unchanged code made again and again from nothing, as the test suites' are (docs/decisions/0027).
 */
export function newBundle(env: NodeJS.ProcessEnv, dir: string, code: string, store: string | undefined) {
  const stored = store ? join(store, code) : null
  const take = () => {
    if (!stored || !existsSync(join(stored, LIST))) return false
    linkBundle(stored, JSON.parse(readFileSync(join(stored, LIST), 'utf8')), dir)
    return true
  }
  let child: ReturnType<typeof spawn> | undefined
  let stopped = false
  const done = (async () => {
    if (take()) return 0
    const release = await viteLock()
    try {
      // Looked for again: another build may have stored it while this one waited.
      if (stopped || take()) return stopped ? 1 : 0
      // Rolldown's allocator (mimalloc) commits whole arenas and is slow to give freed memory back:
      // without that, and with a small young generation, Vite peaks at some 340 MB rather than 640.
      child = spawn(process.execPath, ['--max-semi-space-size=1', 'node_modules/vike/bin.js', 'build'], {
        env: { ...env, [BUILD_HANDOFF.output]: dir, MIMALLOC_ARENA_EAGER_COMMIT: '0', MIMALLOC_PURGE_DELAY: '0' },
        stdio: 'inherit',
      })
      const exit = await exitCode(child)
      if (exit === 0 && stored && !existsSync(join(stored, LIST))) keep(dir, stored)
      return exit
    } finally {
      release()
    }
  })()
  return { done, stop: () => ((stopped = true), child?.kill()) }
}

/**
 * Links the bundle `files` (what Vite writes: server/, assets.json, the client's assets) of the folder
 * `from`, the previous build or a stored bundle, into `dir`; but the server entry, which names the
 * folder it was built into: it is written anew, naming `named`.
 */
export function linkBundle(from: string, files: string[], dir: string, named = dir) {
  const linked = files.filter((file) => file !== ENTRY)
  linkFiles(from, dir, linked)
  writeFileSync(join(dir, ENTRY), readFileSync(join(from, ENTRY), 'utf8').replaceAll(from, named))
}

/** Puts the bundle Vite made in the build folder `dir` in the store's folder `stored`, made whole in one step. */
function keep(dir: string, stored: string) {
  const making = `${stored}.${process.pid}`
  rmSync(making, { recursive: true, force: true })
  const bundle = bundleFilesOf(dir)
  // Its server entry names the store's folder, as linkBundle expects.
  linkBundle(dir, bundle, making, stored)
  writeFileSync(join(making, LIST), JSON.stringify(bundle))
  try {
    renameSync(making, stored)
  } catch (error) {
    // Another build of the same code stored it first: its bundle is the same.
    if (!['ENOTEMPTY', 'EEXIST'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error
    rmSync(making, { recursive: true, force: true })
  }
}
