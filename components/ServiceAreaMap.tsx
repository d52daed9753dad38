import 'leaflet/dist/leaflet.css'
import L, { type LatLngExpression, type LatLngLiteral } from 'leaflet'
import { useEffect, useMemo, useState } from 'react'
import { Circle, MapContainer, Marker, Polygon, Popup, TileLayer, useMap } from 'react-leaflet'
import { distanceMiles } from '../schemas/geo.ts'

export type MarkerRegion = 'Tampa Bay' | 'Central Florida' | 'Gulf Coast'

export interface MapCity {
  name: string
  path: string
  latitude: number
  longitude: number
}

export interface ServiceAreaMapProps {
  label: string
  center: [number, number]
  zoom: number
  tiles: { url: string; attribution: string; subdomains?: string }
  headquarters: MapCity & { radiusMeters: number; address: string }
  /** Cities with a marker, each with its marker region. */
  markers: (MapCity & { region: MarkerRegion })[]
  /** Every served city, to find the nearest one to a point. */
  cities: MapCity[]
  outline: [number, number][]
  holdMs: number
  nearestWithinMiles: number
  outsidePrompt: string
  telephone: string
  telephoneHref: string
}

/** Marker colours by region; the legend under the map says which is which. */
export const REGION_COLORS: Record<MarkerRegion, string> = {
  'Tampa Bay': '#1d4ed8',
  'Central Florida': '#047857',
  'Gulf Coast': '#b45309',
}

function pin(color: string, size: number, text: string) {
  return L.divIcon({
    className: 'service-area-pin',
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
    popupAnchor: [0, -size / 2],
    html: `<span style="display:block;width:${size}px;height:${size}px;border-radius:9999px;background:${color};border:3px solid #fff;box-shadow:0 1px 4px rgb(0 0 0 / 0.45)"></span><span class="sr-only">${text.replace(/[<>&"]/g, '')}</span>`,
  })
}

/** The service-area map: headquarters with its circle, the marker cities, and press-and-hold to find the nearest city. */
export default function ServiceAreaMap(props: ServiceAreaMapProps) {
  const { headquarters, markers } = props
  const hqIcon = useMemo(() => pin('#c81e1e', 24, `Headquarters: ${headquarters.name}`), [headquarters.name])
  const icons = useMemo(() => new Map(markers.map((city) => [city.path, pin(REGION_COLORS[city.region], 16, `${city.name}, ${city.region}`)])), [markers])
  const tileUrl = props.tiles.url
  return (
    <div role="region" aria-label={props.label} className="overflow-hidden rounded-2xl ring-1 ring-slate-200">
      <MapContainer center={props.center} zoom={props.zoom} zoomSnap={0.5} scrollWheelZoom={false} className="h-[420px] w-full bg-brand-50 sm:h-[520px]" attributionControl>
        <TileLayer url={tileUrl} attribution={props.tiles.attribution} subdomains={props.tiles.subdomains || 'abc'} />
        <Polygon positions={props.outline} pathOptions={{ color: '#1f4b7c', weight: 1, fillColor: '#dbeafe', fillOpacity: 0.35 }} interactive={false} />
        <Circle center={[headquarters.latitude, headquarters.longitude]} radius={headquarters.radiusMeters} className="hq-circle" pathOptions={{ color: '#c81e1e', weight: 2, fillOpacity: 0.12 }} interactive={false} />
        <Marker position={[headquarters.latitude, headquarters.longitude]} icon={hqIcon} title={`${headquarters.name} (headquarters)`} zIndexOffset={1000}>
          <Popup>
            <strong>HEADQUARTERS</strong>
            <br />
            {headquarters.address}
            <br />
            <a href={headquarters.path}>Garage door service in {headquarters.name}</a>
          </Popup>
        </Marker>
        {markers.map((city) => (
          <Marker key={city.path} position={[city.latitude, city.longitude]} icon={icons.get(city.path)} title={`${city.name} (${city.region})`}>
            <Popup>
              <strong>{city.name}</strong>
              <br />
              {city.region}
              <br />
              <a href={city.path}>Garage door service in {city.name}</a>
            </Popup>
          </Marker>
        ))}
        <HoldToFindNearest {...props} />
      </MapContainer>
      <ul className="flex flex-wrap gap-x-5 gap-y-2 bg-white px-4 py-3 text-sm text-slate-700" aria-label="Map legend">
        <li className="flex items-center gap-2">
          <span className="inline-block size-4 rounded-full border-2 border-white bg-accent-600 shadow" aria-hidden="true" />
          Headquarters ({Math.round(headquarters.radiusMeters / 1000)} km circle)
        </li>
        {Object.entries(REGION_COLORS).map(([region, color]) => (
          <li key={region} className="flex items-center gap-2">
            <span className="inline-block size-3.5 rounded-full border-2 border-white shadow" style={{ background: color }} aria-hidden="true" />
            {region}
          </li>
        ))}
        <li className="text-slate-500">Press and hold anywhere to find the nearest city we serve.</li>
      </ul>
    </div>
  )
}

/** Pointer pixels a press may drift before it counts as a drag, which cancels it. */
const DRAG_TOLERANCE = 6

/** Press and hold on the map: a popup names the nearest served city and its distance, or, far from all of them, asks for a call. */
function HoldToFindNearest({ cities, holdMs, nearestWithinMiles, outsidePrompt, telephone, telephoneHref }: ServiceAreaMapProps) {
  const map = useMap()
  const [found, setFound] = useState<{ at: LatLngLiteral; city: MapCity | null; miles: number } | null>(null)

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
      if (event.button !== 0 || (event.target as Element).closest('.leaflet-marker-icon, .leaflet-popup, .leaflet-control')) return
      cancel()
      start = { x: event.clientX, y: event.clientY }
      const at = map.mouseEventToLatLng(event)
      timer = setTimeout(() => {
        timer = undefined
        swallowClick = true
        let nearest: MapCity | null = null
        let miles = Infinity
        for (const city of cities) {
          const d = distanceMiles({ latitude: at.lat, longitude: at.lng }, city)
          if (d < miles) {
            miles = d
            nearest = city
          }
        }
        setFound({ at, city: miles <= nearestWithinMiles ? nearest : null, miles })
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
  }, [map, cities, holdMs, nearestWithinMiles])

  if (!found) return null
  return (
    <Popup position={found.at as LatLngExpression} eventHandlers={{ remove: () => setFound(null) }}>
      <div data-testid="nearest-city">
        {found.city ? (
          <>
            Nearest city we serve: <strong>{found.city.name}</strong>, {Math.round(found.miles)} miles away.
            <br />
            <a href={found.city.path}>Garage door service in {found.city.name}</a>
          </>
        ) : (
          <>
            {outsidePrompt}
            <br />
            <a href={telephoneHref}>Call {telephone}</a>
          </>
        )}
      </div>
    </Popup>
  )
}
