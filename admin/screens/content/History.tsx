import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { ContentChange, ContentHistory, ContentSaved } from '../../../shared/admin-content.ts'
import { errorText } from '../../common/api.ts'
import { useBusinessTime } from '../../common/business-time.tsx'
import { useToast } from '../../common/toast.tsx'
import { card, subtleButton } from '../../common/ui.ts'
import { HISTORY_URL, sendContent } from './content-api.ts'
import { DiffView } from './DiffView.tsx'
import type { OnSaved } from './useContentRoute.ts'

async function historyPage(before: number | null): Promise<ContentHistory> {
  const res = await fetch(before === null ? HISTORY_URL : `${HISTORY_URL}?before=${before}`, { credentials: 'include' })
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`)
  return (await res.json()) as ContentHistory
}

/**
 * Every published change, newest first, a page at a time: who, when, what, the files and the diff.
 * Revert undoes one by a new change (history is never rewritten), published like any other.
 */
export function History({ onSaved }: { onSaved: OnSaved }) {
  const history = useInfiniteQuery({
    queryKey: [HISTORY_URL],
    queryFn: ({ pageParam }) => historyPage(pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => (last.more && last.changes.length ? last.changes.at(-1)!.id : undefined),
  })
  const changes = history.data?.pages.flatMap((page) => page.changes) ?? []
  if (history.isLoading) return <p>Loading...</p>
  if (history.error) return <p className="text-accent-700">The history could not be loaded: {errorText(history.error)}</p>
  return (
    <div className="space-y-4">
      {changes.length === 0 ? (
        <p className={card}>No change has been published from here yet.</p>
      ) : (
        <ol className="space-y-4">
          {changes.map((change) => (
            <ChangeCard key={change.id} change={change} onSaved={onSaved} />
          ))}
        </ol>
      )}
      {history.hasNextPage && (
        <button
          type="button"
          onClick={() => void history.fetchNextPage()}
          disabled={history.isFetchingNextPage}
          className={subtleButton}
        >
          {history.isFetchingNextPage ? 'Loading…' : 'More (older changes)'}
        </button>
      )}
    </div>
  )
}

function ChangeCard({ change, onSaved }: { change: ContentChange; onSaved: OnSaved }) {
  const { dateTime } = useBusinessTime()
  const queryClient = useQueryClient()
  const toast = useToast()
  const [busy, setBusy] = useState(false)
  const revert = async () => {
    if (!window.confirm(`Revert “${change.summary}”? A new change puts the files back as they were before it.`)) return
    setBusy(true)
    try {
      const answer = await sendContent<ContentSaved>('POST', `${HISTORY_URL}/${change.id}/revert`, {})
      if (answer.outcome === 'done') {
        await queryClient.invalidateQueries({ queryKey: [HISTORY_URL] })
        onSaved(answer.body, { view: 'history' })
        toast({ title: 'Reverted', description: answer.body.change.summary })
      } else {
        const why =
          answer.outcome === 'refused'
            ? answer.body.problems.map((problem) => `${problem.file}: ${problem.message}`).join(' ')
            : `${answer.body.file} changed since: revert the later change first.`
        toast({ title: 'Not reverted', description: why, variant: 'destructive' })
      }
    } catch (error) {
      toast({ title: 'Not reverted', description: errorText(error), variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <li className={`${card} space-y-2`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words text-navy-900">{change.summary}</p>
          <p className="text-sm text-slate-600">
            Change {change.id} by {change.author.username}, {dateTime(change.at)}
            {change.revertOf !== null && ` · reverts change ${change.revertOf}`}
            {change.commit && ` · commit ${change.commit.slice(0, 7)}`}
          </p>
        </div>
        <button type="button" onClick={() => void revert()} disabled={busy} className={subtleButton}>
          {busy ? 'Reverting…' : 'Revert'}
          <span className="sr-only"> change {change.id}</span>
        </button>
      </div>
      <FieldChanges change={change} />
      <details>
        <summary className="cursor-pointer text-sm font-semibold text-brand-700">
          Show the files’ changes (YAML): {change.files.join(', ')}
        </summary>
        <div className="mt-2">
          <DiffView diff={change.diff} label={`Changes of change ${change.id}`} />
        </div>
      </details>
    </li>
  )
}

/** What a change did, field by field: each field's label, and its value before and after. */
function FieldChanges({ change }: { change: ContentChange }) {
  if (change.fields.length === 0) return null
  const value = (text: string | null) =>
    text === null ? <span className="text-slate-500 italic">empty</span> : <span className="break-words">{text}</span>
  return (
    <dl className="space-y-2 text-sm">
      {change.fields.map((field) => (
        <div key={`${field.file ?? ''}:${field.field}`} className="rounded-lg bg-slate-50 p-2">
          <dt className="font-semibold text-slate-800">{field.label}</dt>
          <dd className="text-slate-700">
            {value(field.before)} <span aria-label="changed to">→</span> {value(field.after)}
          </dd>
        </div>
      ))}
    </dl>
  )
}
