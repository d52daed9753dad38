import { forwardRef } from 'react'
import type { ContentStale } from '../../../shared/admin-content.ts'
import { button } from '../../common/ui.ts'
import { DiffView } from './DiffView.tsx'

/**
 * The file changed on the server since the form opened (another editor saved it, or a developer's
 * update came in): nothing was saved, here is what changed, and the form can be opened again on
 * the file as it is now. What was typed stays in the form until then, to be copied or typed again.
 */
export const StaleNotice = forwardRef<HTMLDivElement, { stale: ContentStale; onReload: () => void }>(
  function StaleNotice({ stale, onReload }, ref) {
    return (
      <div ref={ref} tabIndex={-1} className="space-y-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-300">
        <h3 className="font-bold text-amber-900">Not saved: {stale.file} changed since you opened this form</h3>
        <p className="text-sm text-slate-800">
          Someone else saved it, or the site’s files were updated on the server. Saving now would undo their change, so
          nothing was written. These are the changes made since you opened the form:
        </p>
        <DiffView diff={stale.diff} label={`Changes to ${stale.file} since the form opened`} />
        <p className="text-sm text-slate-800">
          Open the form again on the file as it is now, then make your change again. What you typed stays in the form
          below until you do.
        </p>
        <button type="button" onClick={onReload} className={button}>
          Open the form on the current file
        </button>
      </div>
    )
  },
)
