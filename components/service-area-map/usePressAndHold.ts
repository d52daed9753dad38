import type { LatLng, Map as LeafletMap } from 'leaflet'
import { useEffect } from 'react'

/** Pointer pixels a press may drift before it counts as a drag, which cancels it. */
const DRAG_TOLERANCE = 6

/**
 * Calls `onHold` with the point pressed when the primary button or a finger stays down on the map
 * (not on a marker, popup or control) for `holdMs` without dragging. `onHold` should be stable
 * (useCallback): a new one re-attaches the listeners.
 */
export function usePressAndHold(map: LeafletMap, holdMs: number, onHold: (at: LatLng) => void) {
  useEffect(() => {
    const container = map.getContainer()
    let timer: ReturnType<typeof setTimeout> | undefined
    let start = { x: 0, y: 0 }
    // The click that ends a long press would close the popup it just opened.
    let swallowClick = false
    const cancel = () => {
      clearTimeout(timer)
      timer = undefined
    }
    const down = (event: PointerEvent) => {
      swallowClick = false
      if (
        event.button !== 0 ||
        (event.target as Element).closest('.leaflet-marker-icon, .leaflet-popup, .leaflet-control')
      )
        return
      cancel()
      start = { x: event.clientX, y: event.clientY }
      const at = map.mouseEventToLatLng(event)
      timer = setTimeout(() => {
        timer = undefined
        swallowClick = true
        onHold(at)
      }, holdMs)
    }
    const move = (event: PointerEvent) => {
      if (timer && Math.hypot(event.clientX - start.x, event.clientY - start.y) > DRAG_TOLERANCE) cancel()
    }
    // A long touch would otherwise open the browser's own menu.
    const menu = (event: Event) => event.preventDefault()
    const click = (event: MouseEvent) => {
      if (!swallowClick) return
      swallowClick = false
      event.stopPropagation()
    }
    container.addEventListener('pointerdown', down)
    container.addEventListener('pointermove', move)
    container.addEventListener('pointerup', cancel)
    container.addEventListener('pointercancel', cancel)
    container.addEventListener('pointerleave', cancel)
    container.addEventListener('contextmenu', menu)
    container.addEventListener('click', click, true)
    map.on('dragstart zoomstart', cancel)
    return () => {
      cancel()
      container.removeEventListener('pointerdown', down)
      container.removeEventListener('pointermove', move)
      container.removeEventListener('pointerup', cancel)
      container.removeEventListener('pointercancel', cancel)
      container.removeEventListener('pointerleave', cancel)
      container.removeEventListener('contextmenu', menu)
      container.removeEventListener('click', click, true)
      map.off('dragstart zoomstart', cancel)
    }
  }, [map, holdMs, onHold])
}
