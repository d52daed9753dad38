import type { Site } from '../schemas/site.ts'

/**
 * Where the build's render processes put their recorder of what each page reads
 * (build/reads.ts, set by build/render-worker.ts). It is on globalThis because the page
 * is rendered by the server bundle's copy of this code, not the render process's own; elsewhere (the
 * server's renders, `npm run dev`) there is none, and pages read the site itself.
 */
const RECORDER = Symbol.for('local-service-site.record-page-reads')

/** What a prerendered page read, for the build's dependency manifest (build/render-worker.ts). */
export interface RecordedReads {
  /**
   * Ends the recording of the page `rendered` (the page context Vike rendered, a copy of the one
   * this recording was made for): the page's template and the keys it read (build/reads.ts).
   */
  finish(rendered: { site?: unknown; pageId?: string | null }): { pageId: string | undefined; reads: string[] }
  /** The hashes of the values of every key this process's pages read so far. */
  hashes(): Record<string, string>
}

/**
 * Gives a page's render a view of `site` that records its reads, and the view the shared shell is
 * made from; puts the recording on the page context as `pageReads`.
 */
export type ReadsRecorder = (
  pageContext: { pageReads?: RecordedReads; site?: Site },
  site: Site,
) => { site: Site; shellSite: Site } | undefined

/** The render process's recorder: each page it renders records what it reads. */
export function recordPageReads(recorder: ReadsRecorder) {
  Object.assign(globalThis, { [RECORDER]: recorder })
}

/** The views a page renders from while its reads are recorded, or undefined when none are. */
export const recordingReads: ReadsRecorder = (pageContext, site) =>
  (globalThis as { [RECORDER]?: ReadsRecorder })[RECORDER]?.(pageContext, site)
