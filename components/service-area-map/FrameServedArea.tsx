import L, { type LatLngTuple } from 'leaflet'
import { useLayoutEffect } from 'react'
import { useMap } from 'react-leaflet'
import type { ServiceAreaMapProps } from './props.ts'

/** Space kept between the served cities and the map's edge, so no marker is cut in half. */
const FRAME_PADDING = 28

/**
 * Frames every served city, not only the marker ones, with room for a marker at the edge. The
 * spec's view, `center` at `zoom` (6.5), is kept wherever it does that: at 6.5 the served cities
 * take about 145 × 215 px, and the spec's centre lies north of their middle, so the view holds
 * them in any map at least about 225 × 311 px, which is every phone and desktop width this page
 * draws (the map is 420 or 520 px tall unless the window is short). Where it does not (a short
 * window, a phone held sideways: MAP_HEIGHT never goes under 280 px), the map fits the served
 * cities' bounds instead: at 280 px that is zoom 6.5 again, recentred on them; a smaller map
 * zooms out. So no served city is cut off, and the spec's figure stays wherever it can.
 * The view is set again when the map is resized, unless the visitor has moved or zoomed it. The
 * map's element carries its zoom and bounds (data-zoom, data-bounds), which tests read.
 */
export function FrameServedArea({ center, zoom, cities }: ServiceAreaMapProps) {
  const map = useMap()
  useLayoutEffect(() => {
    const served = L.latLngBounds(cities.map((city): LatLngTuple => [city.latitude, city.longitude]))
    let framed: { center: L.LatLng; zoom: number } | undefined
    const fitsAtSpecView = () => {
      const middle = map.project(center, zoom)
      const half = map.getSize().divideBy(2)
      const northWest = map.project(served.getNorthWest(), zoom).subtract(middle)
      const southEast = map.project(served.getSouthEast(), zoom).subtract(middle)
      return (
        northWest.x >= FRAME_PADDING - half.x &&
        northWest.y >= FRAME_PADDING - half.y &&
        southEast.x <= half.x - FRAME_PADDING &&
        southEast.y <= half.y - FRAME_PADDING
      )
    }
    const frame = () => {
      if (fitsAtSpecView()) map.setView(center, zoom, { animate: false })
      else map.fitBounds(served, { padding: [FRAME_PADDING, FRAME_PADDING], animate: false })
      framed = { center: map.getCenter(), zoom: map.getZoom() }
    }
    const reframe = () => {
      const untouched = framed && map.getZoom() === framed.zoom && map.getCenter().distanceTo(framed.center) < 1
      if (untouched) frame()
    }
    const record = () => {
      const bounds = map.getBounds()
      const container = map.getContainer()
      container.dataset.zoom = String(map.getZoom())
      container.dataset.bounds = JSON.stringify([
        [bounds.getSouth(), bounds.getWest()],
        [bounds.getNorth(), bounds.getEast()],
      ])
    }
    map.on('moveend zoomend resize', record)
    frame()
    record()
    map.on('resize', reframe)
    return () => {
      map.off('moveend zoomend resize', record)
      map.off('resize', reframe)
    }
  }, [map, center, zoom, cities])
  return null
}
