import type { ChildProcess } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { ShareCard } from '../shared/share-card.ts'
import type { PageContent } from './page-dates.ts'
import type { Deps } from './plan.ts'

/**
 * The messages between `npm run build` (build/index.ts) and its render processes (render-worker.ts).
 * A render process loads the bundle, is told `{ build }` (the new build's folder, and its own number),
 * and says `'ready'` once it can render and `'more'` as it starts each batch, for the next; before it
 * ends, `{ fromTemplate }`, how many city pages it made from their template's hooks. The build sends
 * `{ site: true }` once the checked content is written, `{ render }` (a batch of paths; the not-found
 * page is /404) and, when no page is left, `{ end: true }`.
 */
export type ToRenderer =
  { build: { output: string; renderer: number } } | { site: true } | { render: string[] } | { end: true }
export type FromRenderer = 'ready' | 'more' | { fromTemplate: number }

/**
 * What a render process leaves the build when it ends, in parts/render-<n>.json: its pages' reads
 * (build/reads.ts) and the hashes of what they read, their content (build/page-dates.ts), and their
 * share cards (build/share-cards.ts pageCards).
 */
export interface RenderedPart {
  pages: Deps['pages']
  values: Record<string, string>
  contents: Record<string, PageContent>
  cards: { made: Record<string, string>; pending: Record<string, ShareCard> }
}

/** The render processes' parts, merged, and taken out of the build `dir`. */
export function renderedParts(dir: string): RenderedPart {
  const all: RenderedPart = { pages: {}, values: {}, contents: {}, cards: { made: {}, pending: {} } }
  const folder = join(dir, 'parts')
  for (const name of existsSync(folder) ? readdirSync(folder) : []) {
    const part = JSON.parse(readFileSync(join(folder, name), 'utf8')) as RenderedPart
    for (const key of ['pages', 'values', 'contents'] as const) Object.assign(all[key], part[key])
    for (const key of ['made', 'pending'] as const) Object.assign(all.cards[key], part.cards[key])
  }
  rmSync(folder, { recursive: true, force: true })
  return all
}

/** A build that stopped: the content has a problem (the check listed it) or a page failed to render. */
export class BuildFailed extends Error {}

/**
 * The build's messages to a render process, in order: `next()` waits for the next one. `{ site }` is
 * handled as it arrives (`onSite`) instead of queued.
 */
export function parentMessages(onSite: () => void) {
  const queue: ToRenderer[] = []
  let heard: (() => void) | null = null
  process.on('message', (message: ToRenderer) => {
    if ('site' in message) return onSite()
    queue.push(message)
    heard?.()
  })
  return {
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
