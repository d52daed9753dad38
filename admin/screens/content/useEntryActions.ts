import type { RJSFSchema } from '@rjsf/utils'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { slugify } from '../../../shared/slug.ts'
import type {
  ContentChecked,
  ContentEntry,
  ContentSaved,
  ContentStale,
  ContentType,
} from '../../../shared/admin-content.ts'
import { errorText } from '../../common/api.ts'
import { useToast } from '../../common/toast.tsx'
import { contentUrl, HISTORY_URL, sendContent, type ContentAnswer } from './content-api.ts'
import { placeProblems, type PlacedProblems } from './problem-paths.ts'
import { focusField } from './ProblemsSummary.tsx'
import { goTo, type OnSaved } from './useContentRoute.ts'

export type Busy = 'save' | 'check' | 'preview' | null

/** What the form shows besides its fields: the last check's problems, a stale file, the pages to preview. */
export interface EntryStatus {
  problems: PlacedProblems | null
  /** The problems came from a save (nothing was saved), not a Check. */
  refusedSave: boolean
  stale: ContentStale | null
  /** Check found nothing (until the next change). */
  checkedOk: boolean
  preview: NonNullable<ContentChecked['preview']> | null
  /** The preview's pages are every page of the site. */
  everyPage: boolean
}

const CLEAR: EntryStatus = {
  problems: null,
  refusedSave: false,
  stale: null,
  checkedOk: false,
  preview: null,
  everyPage: false,
}

/**
 * Save (and publish), Check and Preview of one entry's form. Every refusal keeps what was typed;
 * the check's problems are placed at their fields and the focus moves to the first (or to the
 * notice above the form when no field has one), so that it is read at once.
 */
export function useEntryActions({
  type,
  entry,
  isNew,
  schema,
  values,
  onSaved,
}: {
  type: ContentType
  entry: ContentEntry
  isNew: boolean
  schema: RJSFSchema
  values: unknown
  onSaved: OnSaved
}) {
  const queryClient = useQueryClient()
  const toast = useToast()
  const [version, setVersion] = useState(entry.version)
  const [status, setStatus] = useState<EntryStatus>(CLEAR)
  const [busy, setBusy] = useState<Busy>(null)
  const notice = useRef<HTMLDivElement>(null)
  const url = isNew ? contentUrl(type) : contentUrl(type, entry.id)
  // A new entry is checked at the id its name makes (draftId), as a new entry (its version is empty).
  const draftUrl = isNew ? contentUrl(type, draftId(values)) : url

  /** Shows what a refusal says, then moves the focus to it. */
  const showRefusal = (answer: Exclude<ContentAnswer<unknown>, { outcome: 'done' }>, saving: boolean) => {
    const next = refusalStatus(answer, schema, saving)
    flushSync(() => setStatus(next))
    const first = next.problems?.fieldIds[0]
    if (!first || !focusField(first)) notice.current?.focus()
  }

  const run = async <T>(kind: Exclude<Busy, null>, method: string, to: string, done: (body: T) => void) => {
    setBusy(kind)
    try {
      const answer = await sendContent<T>(method, to, { values, version })
      if (answer.outcome === 'done') done(answer.body)
      else showRefusal(answer, kind === 'save')
    } catch (error) {
      toast({ title: kind === 'save' ? 'Not saved' : 'Not checked', description: errorText(error), variant: 'destructive' })
    } finally {
      setBusy(null)
    }
  }

  const save = () =>
    run<ContentSaved>('save', isNew ? 'POST' : 'PUT', url, (saved) => {
      setVersion(saved.version)
      setStatus(CLEAR)
      // Read again where it is shown: its title may have changed, and a new or renamed entry opens anew.
      for (const key of [contentUrl(type, saved.id), contentUrl(type), HISTORY_URL])
        void queryClient.invalidateQueries({ queryKey: [key] })
      const place = { view: 'entry', type, id: saved.id } as const
      onSaved(saved, place)
      if (isNew || saved.id !== entry.id) goTo(place, { replace: true })
    })

  const check = () =>
    run<ContentChecked>('check', 'POST', `${draftUrl}/check`, () => {
      flushSync(() => setStatus({ ...CLEAR, checkedOk: true }))
      notice.current?.focus()
    })

  const preview = () =>
    run<ContentChecked>('preview', 'POST', `${draftUrl}/preview`, (checked) => {
      flushSync(() => setStatus({ ...CLEAR, preview: checked.preview ?? [], everyPage: checked.everyPage ?? false }))
      notice.current?.focus()
    })

  /** A change to the form makes a passed check or a preview out of date; problems stay until the next check. */
  const changed = () =>
    setStatus((now) => (now.checkedOk || now.preview ? { ...now, checkedOk: false, preview: null } : now))

  /** A draft kept from before restored: saved against the version it was made on. */
  const restore = (draftVersion: string) => void (setVersion(draftVersion), setStatus(CLEAR))

  return { version, status, busy, notice, save, check, preview, changed, restore }
}

/** What the form shows of a refusal: the problems placed at their fields, or the file changed elsewhere. */
function refusalStatus(
  answer: Exclude<ContentAnswer<unknown>, { outcome: 'done' }>,
  schema: RJSFSchema,
  saving: boolean,
): EntryStatus {
  return answer.outcome === 'refused'
    ? { ...CLEAR, problems: placeProblems(schema, answer.body.problems), refusedSave: saving }
    : { ...CLEAR, stale: answer.body }
}

/**
 * The id a new entry's name or title makes (`crystal-beach`), or `new` while it has none: the server
 * checks and previews an id with no file yet as a new entry, and works out its real file itself.
 */
function draftId(values: unknown): string {
  const { name, title } = (values ?? {}) as { name?: unknown; title?: unknown }
  return slugify(typeof name === 'string' ? name : typeof title === 'string' ? title : '') || 'new'
}
