import type { ChildProcess } from 'node:child_process'

/**
 * Every message between `npm run build` (build/index.ts) and the processes it starts, in one place.
 *
 * The content check (build/check-worker.ts), in this order:
 * - the build sends `{ check: true }` once it has hashed the content's files, which the check reads only then;
 * - then `{ emit }`, the new build's folder, into which the check writes the route list and the
 *   checked content (site.json), and says `'site'`;
 * - the build sends `{ hash }`, the keys the published build's pages read, and the check sends
 *   `{ values }`, their hashes in this content.
 *
 * A render process (build/render-worker.ts) loads the bundle, is told `{ build }` (the new build's
 * folder, and its own number), and says `'ready'` once it can render and `'more'` as it
 * starts each batch, for the next, and, before it ends, `{ fromTemplate }`, how many city pages it made
 * from their template's hooks (build/template-pages.ts); the build sends `{ render }` (a batch of paths; the not-found page
 * is /404) and, when no page is left, `{ end: true }`; and `{ site: true }` once the check has written
 * the checked content.
 */
export type ToCheck = { check: true } | { emit: string } | { hash: string[] }
export type FromCheck = 'site' | { values: Record<string, string> }
export type ToRenderer =
  { build: { output: string; renderer: number } } | { site: true } | { render: string[] } | { end: true }
export type FromRenderer = 'ready' | 'more' | { fromTemplate: number }

/**
 * The messages a process that the build started gets from the build, in order: `next()` waits for
 * the next one. With `now`, a message it takes (returns true for) is handled as it arrives instead
 * of queued.
 */
export function parentMessages<T extends ToCheck | ToRenderer>(now?: (message: T) => boolean) {
  const queue: T[] = []
  let heard: (() => void) | null = null
  process.on('message', (message: T) => {
    if (now?.(message)) return
    queue.push(message)
    heard?.()
  })
  return {
    /** Whether a message is waiting to be taken. */
    waiting: () => queue.length > 0,
    async next(): Promise<T> {
      while (!queue.length) await new Promise<void>((resolve) => (heard = resolve))
      return queue.shift()!
    },
  }
}

/** Sends a message to the build; resolves once it is sent (the channel may be closed after). */
export function toParent(message: FromCheck | FromRenderer): Promise<void> {
  return new Promise((resolve, reject) =>
    process.send!(message, (error: Error | null) => (error ? reject(error) : resolve())),
  )
}

/** A process's exit code once it ends (1 when a signal ended it). */
export function exitCode(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))))
}
