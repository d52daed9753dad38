import { spawn, type ChildProcess } from 'node:child_process'
import { exitCode, type FromCheck, type ToCheck } from './messages.ts'

/** The content check of a build as the build sees it (build/check-worker.ts; the messages are in build/messages.ts). */
export interface ContentCheck {
  child: ChildProcess
  done: Promise<number>
  /** Sends `message`; resolves once it is all in the pipe (a long one waits for the check to read). */
  tell: (message: ToCheck) => Promise<void>
  /** Calls `listener` once the checked content is written (at once if it is). */
  onSite: (listener: () => void) => void
  /** Asks for each key's hash in the new content; null if the check stops first. */
  valuesOf: (keys: string[]) => Promise<Record<string, string> | null>
  stop: () => void
}

/**
 * Starts the content check (the compiled build/check-worker.ts). It starts first thing in a build:
 * it loads its libraries (a fifth of a second) while the build reads what the published build recorded.
 */
export function startCheck(checker: string, env: NodeJS.ProcessEnv): ContentCheck {
  const child = spawn(process.execPath, [checker], { env, stdio: ['inherit', 'inherit', 'inherit', 'ipc'] })
  const done = exitCode(child)
  const siteListeners: (() => void)[] = []
  let site = false
  child.on('message', (message: FromCheck) => {
    if (message !== 'site') return
    site = true
    for (const listener of siteListeners) listener()
  })
  const values = new Promise<Record<string, string> | null>((resolve) => {
    child.on('message', (message: FromCheck) => typeof message === 'object' && resolve(message.values))
    void done.then(() => resolve(null))
  })
  return {
    child,
    done,
    tell: (message) => new Promise<void>((resolve) => child.send(message, () => resolve())),
    onSite(listener) {
      if (site) listener()
      else siteListeners.push(listener)
    },
    valuesOf(keys) {
      child.send({ hash: keys } satisfies ToCheck)
      return values
    },
    stop: () => child.kill(),
  }
}
