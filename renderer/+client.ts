// Runs first on every page, before any island: it has no React in it, and loads React only when an island wakes.
import type { Wake } from '../components/Island.tsx'
import { islands, type IslandName } from './islands.ts'
import { backToTop, headerShadow, keyLeadForms, openNow, rememberLanding, serviceAreaChecks } from './page-behaviour.ts'

/** How far below the viewport a `visible` island starts loading, so it is ready when it arrives. */
const VISIBLE_MARGIN = '300px'

const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input'] as const

rememberLanding()
keyLeadForms()
headerShadow()
backToTop()
openNow()
serviceAreaChecks()
// The visit is counted once the page has loaded (no code of it before), unless the browser asks not to be tracked.
const optedOut = navigator.doNotTrack === '1' || (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl
if (!optedOut && !/^\/(admin|auth)(\/|$)/.test(location.pathname))
  addEventListener('load', () => setTimeout(() => void import('./measure.ts')), { once: true })
for (const element of document.querySelectorAll<HTMLElement>('site-island')) schedule(element)

/** Waits for the first of the island's triggers, then loads its code and React, and hydrates it. */
function schedule(element: HTMLElement) {
  const name = element.dataset.island as IslandName
  const triggers = (element.dataset.wake ?? 'load').split(' ') as Wake[]
  const cleanups: (() => void)[] = []
  let woken = false
  /** A button tapped before the island could answer: tapped again once it can. */
  let tapped: HTMLButtonElement | null = null
  let recording = true

  const wake = () => {
    if (woken) return
    woken = true
    for (const cleanup of cleanups) cleanup()
    void hydrate()
  }
  const listen = (target: EventTarget, type: string, listener: EventListener, options?: AddEventListenerOptions) => {
    target.addEventListener(type, listener, options)
    cleanups.push(() => target.removeEventListener(type, listener, options))
  }
  const recordTap = (event: Event) => {
    if (!recording) return
    const button = (event.target as Element | null)?.closest('button')
    // A submit button needs no replay: its form posts without JavaScript.
    if (button && button.type !== 'submit') tapped = button
    wake()
  }

  async function hydrate() {
    try {
      const [{ hydrateIsland }, component] = await Promise.all([import('./hydrate-island.tsx'), islands[name]()])
      // From here on React sees the taps itself (and replays those that land while it hydrates).
      recording = false
      element.removeEventListener('click', recordTap, true)
      await hydrateIsland(
        element,
        component as never,
        JSON.parse(element.dataset.props ?? '{}') as object,
        Number(element.dataset.index),
      )
      element.dataset.hydrated = ''
      if (tapped?.isConnected) replayTap(tapped)
    } catch (error) {
      // The page still works as HTML (links, forms that post); the error is reported as any other.
      recording = false
      element.removeEventListener('click', recordTap, true)
      console.error(`The ${name} island could not load:`, error)
    }
  }

  element.addEventListener('click', recordTap, true)
  for (const trigger of triggers) {
    if (trigger === 'load') return wake()
    if (trigger === 'hash' && namedByAddress(element)) return wake()
    if (trigger === 'interaction')
      for (const type of INTERACTIONS) listen(element, type, wake, { capture: true, passive: true })
    if (trigger === 'scroll') {
      if (window.scrollY > 0) return wake()
      listen(window, 'scroll', wake, { passive: true })
    }
    if (trigger === 'idle') {
      // Safari has no requestIdleCallback.
      const idle = typeof requestIdleCallback === 'function'
      const id = idle ? requestIdleCallback(wake, { timeout: 3000 }) : window.setTimeout(wake, 200)
      cleanups.push(() => (idle ? cancelIdleCallback(id) : clearTimeout(id)))
    }
    if (trigger === 'visible') {
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), {
        rootMargin: VISIBLE_MARGIN,
      })
      // The island's element has no box of its own (display: contents): watch what it holds.
      for (const child of element.children) observer.observe(child)
      cleanups.push(() => observer.disconnect())
    }
  }
}

/** Whether the address's #fragment names an element inside the island. */
function namedByAddress(element: HTMLElement): boolean {
  if (location.hash.length < 2) return false
  try {
    return !!element.querySelector(`#${CSS.escape(decodeURIComponent(location.hash.slice(1)))}`)
  } catch {
    // A fragment that is not valid percent-encoding names nothing.
    return false
  }
}

/**
 * Taps a button again once its island can answer: the whole press, as widgets act on different
 * parts of it (a dialog trigger on click, a tab on mousedown).
 */
function replayTap(button: HTMLButtonElement) {
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, buttons: 1, view: window }
  button.dispatchEvent(new PointerEvent('pointerdown', { ...init, isPrimary: true, pointerType: 'mouse' }))
  button.dispatchEvent(new MouseEvent('mousedown', init))
  button.dispatchEvent(new PointerEvent('pointerup', { ...init, buttons: 0, isPrimary: true, pointerType: 'mouse' }))
  button.dispatchEvent(new MouseEvent('mouseup', { ...init, buttons: 0 }))
  button.click()
}
