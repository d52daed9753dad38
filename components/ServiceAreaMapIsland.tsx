import { useEffect, useState, type ComponentType } from 'react'
import type { ServiceAreaMapProps } from './ServiceAreaMap.tsx'

/**
 * The service-area map's island. Leaflet needs a browser, so the server and the first render show
 * the plain placeholder; once hydrated, the map's code (Leaflet, this page's alone) loads and takes its place.
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
  return <div className="flex h-[470px] items-center justify-center rounded-2xl bg-brand-50 text-slate-600 ring-1 ring-slate-200 sm:h-[570px]">Loading map...</div>
}
