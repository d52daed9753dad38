import { useEffect, useState, type RefObject } from 'react'

/**
 * True once the element comes within a screen's height of the visible part of the page, and from
 * then on: content far down a page loads as the visitor scrolls towards it, not while the page
 * itself is still loading.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: '100% 0px' })
    observer.observe(element)
    return () => observer.disconnect()
  }, [near, ref])
  return near
}
