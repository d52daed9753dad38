import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { inputClass } from '../../../components/Field.tsx'
import type { ContentEntry, ContentList, ContentSaved, ContentType } from '../../../shared/admin-content.ts'
import { errorText } from '../../common/api.ts'
import { useToast } from '../../common/toast.tsx'
import { dangerButton, label } from '../../common/ui.ts'
import { contentUrl, HISTORY_URL, sendContent } from './content-api.ts'
import { goTo, type OnSaved } from './useContentRoute.ts'

/**
 * Removing an entry, asked once more. A city's page has visitors and links from elsewhere, so its
 * address (and its former ones) must lead on to another city: which one is asked, and required.
 */
export function RemoveEntry({
  type,
  entry,
  version,
  noun,
  onSaved,
}: {
  type: ContentType
  entry: ContentEntry
  version: string
  noun: string
  onSaved: OnSaved
}) {
  const city = type === 'cities'
  const { data: list } = useQuery<ContentList>({ queryKey: [contentUrl(type)], enabled: city })
  const others = (list?.entries ?? []).filter((each) => each.id !== entry.id)
  const [redirectTo, setRedirectTo] = useState('')
  const [refusal, setRefusal] = useState<string[] | null>(null)
  const [busy, setBusy] = useState(false)
  const queryClient = useQueryClient()
  const toast = useToast()

  const remove = async (event: FormEvent) => {
    event.preventDefault()
    const target = others.find((each) => each.id === redirectTo)
    const question = city
      ? `Remove ${entry.title}? Its page goes away, and its address sends visitors to ${target?.title}.`
      : `Remove “${entry.title}”? Its page goes away.`
    if (!window.confirm(question)) return
    setBusy(true)
    try {
      const answer = await sendContent<ContentSaved>('DELETE', contentUrl(type, entry.id), {
        version,
        ...(city ? { redirectTo } : {}),
      })
      if (answer.outcome === 'done') {
        // Away from the form first, so that nothing asks for the removed entry again.
        onSaved(answer.body, { view: 'entries', type })
        goTo({ view: 'entries', type })
        queryClient.removeQueries({ queryKey: [contentUrl(type, entry.id)] })
        void queryClient.invalidateQueries({ queryKey: [contentUrl(type)] })
        void queryClient.invalidateQueries({ queryKey: [HISTORY_URL] })
      } else if (answer.outcome === 'refused')
        setRefusal(answer.body.problems.map((problem) => `${problem.file}, line ${problem.line}: ${problem.message}`))
      else setRefusal([`${answer.body.file} changed since you opened it: open it again before removing it.`])
    } catch (error) {
      toast({ title: 'Not removed', description: errorText(error), variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={(event) => void remove(event)} className="space-y-3 border-t border-slate-200 pt-5">
      <h3 className="text-lg font-bold text-navy-900">Remove this {noun}</h3>
      {city && (
        <RedirectChoice title={entry.title} others={others} value={redirectTo} onChange={setRedirectTo} />
      )}
      {refusal && (
        <ul role="alert" className="list-disc space-y-1 pl-5 text-sm font-medium text-accent-700">
          {refusal.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <button type="submit" disabled={busy} className={dangerButton}>
        {busy ? 'Removing…' : `Remove ${entry.title}`}
      </button>
    </form>
  )
}

/** Which city a removed city's address sends its visitors to: required. */
function RedirectChoice({
  title,
  others,
  value,
  onChange,
}: {
  title: string
  others: ContentList['entries']
  value: string
  onChange: (id: string) => void
}) {
  return (
    <div>
      <label htmlFor="remove-redirect" className={label}>
        Send visitors of its address to
      </label>
      <select
        id="remove-redirect"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
        aria-describedby="remove-redirect-help"
      >
        <option value="">Choose a city…</option>
        {others.map((other) => (
          <option key={other.id} value={other.id}>
            {other.title}
          </option>
        ))}
      </select>
      <p id="remove-redirect-help" className="mt-1 text-sm text-slate-600">
        Search engines and old links keep the address of {title}’s page: they are sent to this city’s page.
      </p>
    </div>
  )
}
