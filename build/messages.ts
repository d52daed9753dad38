import type { ChildProcess } from 'node:child_process'

/**
 * The messages between `npm run build` (build/index.ts) and its render processes
 * (build/render-worker.ts). A render process loads the bundle, is told `{ build }` (the new build's
 * folder, and its own number), and says `'ready'` once it can render and `'more'` as it starts each
 * batch, for the next; before it ends, `{ fromTemplate }`, how many city pages it made from their
 * template's hooks (build/template-pages.ts). The build sends `{ site: true }` once the checked
 * content is written, `{ render }` (a batch of paths; the not-found page is /404) and, when no page
 * is left, `{ end: true }`.
 */
export type ToRenderer =
  { build: { output: string; renderer: number } } | { site: true } | { render: string[] } | { end: true }
export type FromRenderer = 'ready' | 'more' | { fromTemplate: number }

/** A build that stopped: the content has a problem (the check listed it) or a page failed to render. */
export class BuildFailed extends Error {}

/**
 * The build's messages to a render process, in order: `next()` waits for the next one. A message
 * `now` takes (returns true for) is handled as it arrives instead of queued.
 */
export function parentMessages(now: (message: ToRenderer) => boolean) {
  const queue: ToRenderer[] = []
  let heard: (() => void) | null = null
  process.on('message', (message: ToRenderer) => {
    if (now(message)) return
    queue.push(message)
    heard?.()
  })
  return {
    /** Whether a message is waiting to be taken. */
    waiting: () => queue.length > 0,
    async next(): Promise<ToRenderer> {
      while (!queue.length) await new Promise<void>((resolve) => (heard = resolve))
      return queue.shift()!
    },
  }
}

/** Sends a message to the build; resolves once it is sent (the channel may be closed after). */
export function toParent(message: FromRenderer): Promise<void> {
  return new Promise((resolve, reject) =>
    process.send!(message, (error: Error | null) => (error ? reject(error) : resolve())),
  )
}

/** A process's exit code once it ends (1 when a signal ended it). */
export function exitCode(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))))
}
