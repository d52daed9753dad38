import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { ContentSaved, PublishState } from '../../../shared/admin-content.ts'
import { PUBLISH_URL } from './content-api.ts'

/** How often the progress is asked for while a build runs. */
const POLL_MS = 500

/** Whether `change` is through: published, or failed. */
const finished = (state: PublishState | undefined, change: number) =>
  !!state && state.change === change && (state.state === 'published' || state.state === 'failed')

/**
 * A saved change on its way to the live site: a progress bar while the pages are rendered (asked
 * for every half second), then a link to its live page, or why it failed (nothing live changed).
 * A change saved while another builds waits for it, and says so.
 */
export function PublishPanel({ saved }: { saved: ContentSaved }) {
  const change = saved.change.id
  const queryClient = useQueryClient()
  useEffect(() => {
    queryClient.setQueryData([PUBLISH_URL], saved.publish)
  }, [queryClient, saved])
  const { data: state = saved.publish } = useQuery<PublishState>({
    queryKey: [PUBLISH_URL],
    refetchInterval: (query) => (finished(query.state.data, change) ? false : POLL_MS),
  })
  const ours = state.change === change
  return (
    <div className="space-y-2 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <p className="font-semibold text-navy-900">Saved: {saved.change.summary}</p>
      {!finished(state, change) && (
        <div>
          <p id={`publish-${change}`} className="text-sm text-slate-700">
            {ours ? 'Publishing…' : 'Waiting for the change saved before it to be published…'}
          </p>
          <div
            role="progressbar"
            aria-labelledby={`publish-${change}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={ours ? Math.round(state.progress * 100) : 0}
            className="mt-1 h-3 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width]"
              style={{ width: `${ours ? Math.round(state.progress * 100) : 0}%` }}
            />
          </div>
        </div>
      )}
      <div role="status">{finished(state, change) && <Outcome state={state} />}</div>
    </div>
  )
}

function Outcome({ state }: { state: PublishState }) {
  const seconds =
    state.startedAt && state.finishedAt ? ` in ${((state.finishedAt - state.startedAt) / 1000).toFixed(1)} s` : ''
  if (state.state === 'failed')
    return (
      <p className="text-accent-700">
        <strong>Not published:</strong> {state.message} The live site is as it was.
      </p>
    )
  return (
    <p className="text-green-800">
      <strong>Live{seconds}:</strong>{' '}
      {state.livePath ? (
        <a href={state.livePath} target="_blank" rel="noopener" className="font-semibold underline">
          {state.livePath}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        'the site shows the change.'
      )}{' '}
      <span className="text-sm text-slate-600">({state.message})</span>
    </p>
  )
}
