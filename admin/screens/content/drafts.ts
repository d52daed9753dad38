import { useEffect, useRef, useState } from 'react'
import { useAuth } from '../../common/auth.tsx'
import { useLeaveGuard } from './useContentRoute.ts'

/**
 * A form's changes not yet saved, kept in this browser (localStorage) as they are typed, so that a
 * closed tab, a crash or a wrong click loses nothing: the form offers them back when it is opened
 * again. One per person, kind and entry (a new entry's under `+new`); dropped once saved or discarded.
 */
export interface Draft {
  values: unknown
  /** The version of the file the form was opened on: a save of the draft is refused if the file changed since. */
  version: string
  /** Milliseconds since the epoch. */
  at: number
}

const PREFIX = 'site-content-draft'

export const draftKey = (user: number, type: string, id: string) => `${PREFIX}/${user}/${type}/${id || '+new'}`

/** Whether two forms' values are the same: what is unset or empty counts as nothing. */
export function sameValues(a: unknown, b: unknown): boolean {
  return JSON.stringify(a, dropEmpty) === JSON.stringify(b, dropEmpty)
}
const dropEmpty = (_key: string, value: unknown) =>
  value === '' || value === null || (Array.isArray(value) && value.length === 0) ? undefined : value

export function readDraft(key: string): Draft | null {
  try {
    const draft = JSON.parse(window.localStorage.getItem(key) ?? 'null') as Draft | null
    return draft && typeof draft.at === 'number' && typeof draft.version === 'string' ? draft : null
  } catch {
    return null
  }
}

export function dropDraft(key: string) {
  try {
    window.localStorage.removeItem(key)
  } catch {
    // Storage refused (private browsing, full): there is nothing kept to drop.
  }
}

function keepDraft(key: string, draft: Draft) {
  try {
    window.localStorage.setItem(key, JSON.stringify(draft))
  } catch {
    // Storage refused: the form still works, and leaving it still asks first.
  }
}

/**
 * Keeps the form's values as a draft while they differ from the file's (a moment after the last
 * keystroke), and drops it when they no longer do. The draft found when the form opened, if it
 * differs from the file, is `offered` until restored or discarded.
 */
export function useDraft(key: string, opened: unknown, values: unknown, version: string) {
  const [offered, setOffered] = useState<Draft | null>(() => {
    const found = typeof window === 'undefined' ? null : readDraft(key)
    return found && !sameValues(found.values, opened) ? found : null
  })
  const unsaved = !sameValues(values, opened)
  // What to keep when the form goes (left within Site content, or the tab closed) before the timer below.
  const pending = useRef<Draft | null>(null)
  useEffect(() => {
    pending.current = null
    // While a draft is offered, it is kept as it is until the person says what to do with it.
    if (offered) return
    if (!unsaved) return dropDraft(key)
    const draft = { values, version, at: Date.now() }
    pending.current = draft
    const timer = setTimeout(() => keepDraft(key, draft), 300)
    return () => clearTimeout(timer)
  }, [key, values, version, unsaved, offered])
  useEffect(() => {
    const flush = () => pending.current && keepDraft(key, pending.current)
    window.addEventListener('pagehide', flush)
    return () => {
      window.removeEventListener('pagehide', flush)
      flush()
    }
  }, [key])
  return { unsaved, offered, settle: () => setOffered(null) }
}

/**
 * The draft of one entry's form (useDraft), kept under the person's own key: leaving the form with
 * changes asks first; once saved, what was saved is what the file holds, and the draft is dropped.
 */
export function useFormDraft(type: string, id: string, opened: unknown, values: unknown, version: string) {
  // What the file holds, as far as this form knows: what it opened on, then what it saved.
  const [baseline, setBaseline] = useState<unknown>(opened)
  const key = draftKey(useAuth().user?.id ?? 0, type, id)
  const draft = useDraft(key, baseline, values, version)
  useLeaveGuard(draft.unsaved)
  return {
    ...draft,
    saved: () => {
      setBaseline(values)
      dropDraft(key)
    },
    discard: () => {
      dropDraft(key)
      draft.settle()
    },
  }
}
