import { useEffect, useState } from 'react'
import type { ContentSaved, ContentType } from '../../../shared/admin-content.ts'

/** Where in Site content the viewer is: the kinds, a kind's entries, one entry, a new one, or the history. */
export type ContentRoute =
  | { view: 'kinds' }
  | { view: 'entries'; type: ContentType }
  | { view: 'entry'; type: ContentType; id: string }
  | { view: 'new'; type: ContentType }
  | { view: 'history' }

/** The id in an address that stands for a new entry (no file is named so: ids are slugs). */
const NEW = '+new'

/** `#cities/clearwater` → the entry; `#cities/+new`, `#cities`, `#history`, and anything else the kinds. */
export function parseContentHash(hash: string): ContentRoute {
  const [first = '', second] = hash
    .replace(/^#/, '')
    .split('/')
    .map((part) => decodeURIComponent(part))
  if (first === 'history') return { view: 'history' }
  // A kind's name (the server says which there are: a name it does not know opens as not found).
  if (!/^[a-z][a-z0-9-]*$/.test(first)) return { view: 'kinds' }
  const type: ContentType = first
  if (!second) return { view: 'entries', type }
  return second === NEW ? { view: 'new', type } : { view: 'entry', type, id: second }
}

/** The address of a place in Site content, for a link. */
export function contentHref(route: ContentRoute): string {
  switch (route.view) {
    case 'kinds':
      return '#'
    case 'history':
      return '#history'
    case 'entries':
      return `#${route.type}`
    case 'new':
      return `#${route.type}/${NEW}`
    case 'entry':
      return `#${route.type}/${encodeURIComponent(route.id)}`
  }
}

/**
 * The place shown, kept in the address's fragment: the browser's Back returns to the list, and an
 * entry's address can be opened again or shared with a colleague. One admin page serves it all.
 */
// The server renders the kinds (it has no fragment); the fragment is read once hydrated.
export function useContentRoute(): ContentRoute {
  const [hash, setHash] = useState('')
  useEffect(() => {
    let shown = window.location.hash
    const follow = () => {
      // Back, or a link within Site content, away from a form with changes: asked first; kept, the form stays.
      if (window.location.hash !== shown && leaving && !window.confirm(LEAVE_QUESTION)) {
        window.history.pushState(null, '', shown || window.location.pathname)
        return
      }
      shown = window.location.hash
      setHash(shown)
    }
    follow()
    window.addEventListener('hashchange', follow)
    return () => window.removeEventListener('hashchange', follow)
  }, [])
  return parseContentHash(hash)
}

/** A change was saved, and its publishing is followed at `shownAt` (where the save leads). */
export type OnSaved = (saved: ContentSaved, shownAt: ContentRoute) => void

/** Goes to a place; `replace` for a place that stands for the one before (a new entry once saved). */
export function goTo(route: ContentRoute, { replace = false } = {}) {
  // The form's own move, once its work is saved (or removed): nothing is left to ask about.
  leaving = false
  const href = contentHref(route)
  if (replace) {
    window.history.replaceState(null, '', href === '#' ? window.location.pathname : href)
    window.dispatchEvent(new HashChangeEvent('hashchange'))
  } else window.location.hash = href
}

/** What leaving a form with changes asks. */
export const LEAVE_QUESTION = 'Leave this form? Your changes are not saved yet. (They are kept in this browser, to be offered back.)'

/** Whether the form shown has changes not saved: leaving it asks first. */
let leaving = false

/**
 * While `unsaved`, leaving the form asks first: a link or Back within Site content (useContentRoute),
 * and closing the tab, reloading or following a link out of Site content (the browser's own question).
 */
export function useLeaveGuard(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return
    leaving = true
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', ask)
    return () => {
      leaving = false
      window.removeEventListener('beforeunload', ask)
    }
  }, [unsaved])
}
