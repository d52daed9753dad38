import type { MouseEvent } from 'react'

/** Space left above an anchored section for the sticky header. */
const ANCHOR_OFFSET = 100

/** In-page links (`#faq`) glide to their section and stop 100 px below the top of the window. */
export function scrollToAnchor(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  const link = (event.target as Element).closest('a')
  const href = link?.getAttribute('href')
  if (!href?.startsWith('#') || href.length < 2) return
  const target = document.getElementById(decodeURIComponent(href.slice(1)))
  if (!target) return
  event.preventDefault()
  const top = target.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
  window.scrollTo({ top, behavior: smooth ? 'smooth' : 'auto' })
  history.pushState(null, '', href)
  target.focus({ preventScroll: true })
}
