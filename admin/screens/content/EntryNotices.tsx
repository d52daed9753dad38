import { forwardRef } from 'react'
import type { EntryStatus } from './useEntryActions.ts'
import { ProblemsSummary } from './ProblemsSummary.tsx'
import { StaleNotice } from './StaleNotice.tsx'

/**
 * What the last Save, Check or Preview said, above the form: the problems, a file changed
 * elsewhere, a passed check, or the pages to preview. The one shown takes `ref`, for the focus.
 */
export const EntryNotices = forwardRef<
  HTMLDivElement,
  { status: EntryStatus; file: string; onReload: () => void }
>(function EntryNotices({ status, file, onReload }, ref) {
  if (status.stale) return <StaleNotice ref={ref} stale={status.stale} onReload={onReload} />
  if (status.problems)
    return <ProblemsSummary ref={ref} placed={status.problems} file={file} saving={status.refusedSave} />
  if (status.checkedOk)
    return (
      <div ref={ref} tabIndex={-1} className="rounded-xl bg-green-50 p-4 font-semibold text-green-900 ring-1 ring-green-200">
        The check found no problem: this can be saved.
      </div>
    )
  if (status.preview)
    return (
      <div ref={ref} tabIndex={-1} className="space-y-2 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200">
        <p className="font-semibold text-navy-900">
          {status.preview.length === 0
            ? 'The check found no problem, and no page changes with this draft.'
            : status.everyPage
              ? `The check found no problem. This draft changes every page of the site (${status.preview.length}), as they would be (nothing is live yet):`
              : `The check found no problem. The ${status.preview.length === 1 ? 'page' : `${status.preview.length} pages`} this draft changes, as they would be (nothing is live yet):`}
        </p>
        <ul className="max-h-72 list-disc space-y-1 overflow-y-auto pl-5">
          {status.preview.map((page) => (
            <li key={page.path}>
              <a href={page.url} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
                {page.path}
                <span className="sr-only"> (preview, opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    )
  return null
})
