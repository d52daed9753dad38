import { useEffect, useState, type ComponentType } from 'react'
import type { ServiceAreaMapProps } from './ServiceAreaMap.tsx'
import { MAP_HEIGHT, MapLegend } from './ServiceAreaMapLegend.tsx'

/**
 * The service-area map's island. Leaflet needs a browser, so the server and the first render show
 * a placeholder of the map's size with the map's legend; once hydrated, the map's code (Leaflet,
 * this page's alone) loads and takes its place without moving anything below it.
 */
export function ServiceAreaMapIsland(props: ServiceAreaMapProps) {
  const [Map, setMap] = useState<ComponentType<ServiceAreaMapProps> | null>(null)
  useEffect(() => {
    let live = true
    void import('./ServiceAreaMap.tsx').then((module) => live && setMap(() => module.default))
    return () => {
      live = false
    }
  }, [])
  if (Map) return <Map {...props} />
  return (
    <div className="overflow-hidden rounded-2xl ring-1 ring-slate-200">
      <div className={`${MAP_HEIGHT} flex items-center justify-center bg-brand-50 text-slate-600`}>Loading map...</div>
      <MapLegend radiusKm={Math.round(props.headquarters.radiusMeters / 1000)} kinds={props.markerKinds} />
    </div>
  )
}
