import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { spawn } from 'node:child_process'
import { BUILD_HANDOFF } from '../shared/env.ts'
import { exitCode } from './messages.ts'

const LOCK = join('node_modules', '.cache', 'build', 'vite.lock')

/**
 * Waits until this process is the only one running Vite on this code folder, and gives back the
 * function that lets the next one go. Vike compiles each `+config`, `+route` and like file at
 * start-up into a file beside it, named by its content, and deletes it after: two Vite processes on
 * the same code at once delete each other's files or read them half written, and one of them fails
 * ("ENOENT … +config.ts.build-….mjs", "should define export { route }"). The lock is a folder
 * (made in one step) holding the holder's process id; a holder that died is taken over.
 */
export async function viteLock(): Promise<() => void> {
  mkdirSync(join(LOCK, '..'), { recursive: true })
  for (;;) {
    try {
      mkdirSync(LOCK)
      writeFileSync(join(LOCK, 'pid'), String(process.pid))
      let held = true
      // Let go once, however often it is called: a second call would free another holder's lock.
      return () => {
        if (held) rmSync(LOCK, { recursive: true, force: true })
        held = false
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      if (holderGone()) rmSync(LOCK, { recursive: true, force: true })
      else await sleep(100)
    }
  }
}

/** The lock's holder has ended (its id names no process), or never wrote its id and is long gone. */
function holderGone(): boolean {
  let pid: number
  try {
    pid = Number(readFileSync(join(LOCK, 'pid'), 'utf8'))
  } catch {
    // Made this instant, its id not yet written: wait for it.
    return false
  }
  try {
    process.kill(pid, 0)
    return false
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH'
  }
}

/** Vite's build of the bundle (Vike's CLI), as a process. */
export interface Vite {
  done: Promise<number>
  stop: () => void
}

/**
 * Starts Vite's build of the bundle into `dir`, once no other Vite runs on this code (viteLock);
 * not at all if `instead`, called then, found the bundle elsewhere (build/bundle-store.ts).
 */
export function runVite(env: NodeJS.ProcessEnv, dir: string, instead?: () => boolean): Vite {
  let child: ReturnType<typeof spawn> | undefined
  let stopped = false
  const done = (async () => {
    const release = await viteLock()
    try {
      if (stopped) return 1
      if (instead?.()) return 0
      const running = spawn(process.execPath, ['node_modules/vike/bin.js', 'build'], {
        env: { ...env, [BUILD_HANDOFF.output]: dir },
        stdio: 'inherit',
      })
      child = running
      return await exitCode(running)
    } finally {
      release()
    }
  })()
  const stop = () => {
    stopped = true
    child?.kill()
  }
  return { done, stop }
}
