import type { Site } from '../../schemas/site.ts'
import { PageReads } from './dependencies.ts'
import { ValueHashes } from './dependency-hashes.ts'
import type { ReadsRecorder } from '../../renderer/page-reads.ts'

let recorded: { site: Site; shell: PageReads; values: ValueHashes } | undefined

/**
 * The build's recorder (renderer/page-reads.ts): a view of `site` for this page's render, the view
 * the shared shell is made from (once per process: its reads count for every page) and the recording, put
 * on the page context for build/render-worker.ts to collect when the page is written. Once it is,
 * the page context holds the site itself again.
 */
export const recordingReads: ReadsRecorder = (pageContext, site) => {
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
