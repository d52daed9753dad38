import { useBusinessTime } from '../../common/business-time.tsx'
import { button, subtleButton } from '../../common/ui.ts'
import type { Draft } from './drafts.ts'

/** Above a form opened again: the changes not saved last time, to restore or discard. */
export function DraftOffer({ draft, onRestore, onDiscard }: { draft: Draft; onRestore: () => void; onDiscard: () => void }) {
  const { dateTime } = useBusinessTime()
  return (
    <div role="status" className="space-y-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-300">
      <p className="font-semibold text-navy-900">
        You have changes to this form that were not saved ({dateTime(draft.at)}).
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={onRestore} className={button}>
          Restore my changes
        </button>
        <button type="button" onClick={onDiscard} className={subtleButton}>
          Discard them
        </button>
      </div>
    </div>
  )
}
