import type { Site } from '../../schemas/site.ts'
import { PageReads } from './dependencies.ts'
import { ValueHashes } from './dependency-hashes.ts'

/** Set by the build's render processes (build/render-worker.ts): each page records what it reads. */
const RECORDING = Symbol.for('local-service-site.record-page-reads')

/** What a prerendered page read, for the build's dependency manifest (build/render-worker.ts). */
export interface RecordedReads {
  /**
   * Ends the recording of the page `rendered` (the page context Vike rendered, a copy of the one
   * this recording was made for): the page's template and the keys it read (build/reads/dependency-keys.ts).
   */
  finish(rendered: { site?: unknown; pageId?: string | null }): { pageId: string | undefined; reads: string[] }
  /** The hashes of the values of every key this process's pages read so far. */
  hashes(): Record<string, string>
}

let recorded: { site: Site; shell: PageReads; values: ValueHashes } | undefined

/**
 * When the build records reads, a view of `site` for this page's render, the view the shared
 * shell is made from (once per process: its reads count for every page) and the recording, put
 * on the page context for build/render-worker.ts to collect when the page is written. Once it is,
 * the page context holds the site itself again.
 */
export function recordingReads(
  pageContext: { pageReads?: RecordedReads; site?: Site },
  site: Site,
): { site: Site; shellSite: Site } | undefined {
  if (!(globalThis as { [RECORDING]?: boolean })[RECORDING]) return undefined
  if (recorded?.site !== site) recorded = { site, shell: new PageReads(), values: new ValueHashes(site) }
  const { shell, values } = recorded
  const reads = new PageReads()
  // Let go once the page is written: the page context may outlive it.
  let recording: { reads: PageReads; made: { site?: Site } } | undefined = { reads, made: pageContext }
  pageContext.pageReads = {
    finish(rendered) {
      if (!recording) throw new Error('a page recording is finished once')
      const keys = recording.reads.finish(site, shell.keys)
      for (const key of keys) values.of(key)
      // The view, and what caches keyed by the view hold, can go.
      recording.made.site = site
      rendered.site = site
      recording = undefined
      return { pageId: rendered.pageId ?? undefined, reads: keys }
    },
    hashes: () => values.all(),
  }
  return { site: reads.view(site), shellSite: shell.view(site) }
}
