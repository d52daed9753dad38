import 'leaflet/dist/leaflet.css'
import type { Map as LeafletMap } from 'leaflet'
import { CircleMarker, MapContainer, Polygon, TileLayer, useMapEvents } from 'react-leaflet'
import { TileCredit } from '../../../components/service-area-map/TileCredit.tsx'

/** A point on the map, as the city file holds it. */
export interface Position {
  latitude: number
  longitude: number
}

export interface PositionMapProps {
  center: [number, number]
  zoom: number
  /** The state's outline (business.yaml), drawn so the map reads without its tiles. */
  outline: [number, number][]
  tiles: { url: string; attribution: string; attributionUrl?: string } | null
  value: Position | null
  label: string
  onPick: (position: Position) => void
  onReady: (map: LeafletMap) => void
}

/** Four decimals: about 11 m, as the city files hold them. */
const round = (degrees: number) => Math.round(degrees * 10_000) / 10_000

function ClickToPick({ onPick }: { onPick: PositionMapProps['onPick'] }) {
  useMapEvents({ click: (event) => onPick({ latitude: round(event.latlng.lat), longitude: round(event.latlng.lng) }) })
  return null
}

/**
 * The map a city's position is set on: a click anywhere sets it. It draws the state's outline, so
 * it can be read when the map's tiles cannot load (no network, a blocked tile server), and the
 * chosen point. The keyboard pans it with the arrow keys (Leaflet's own); the caller offers a button
 * that takes its centre, marked by a cross.
 */
export default function PositionMap({ center, zoom, outline, tiles, value, label, onPick, onReady }: PositionMapProps) {
  return (
    <div className="relative overflow-hidden rounded-xl ring-1 ring-slate-300">
      <MapContainer
        center={value ? [value.latitude, value.longitude] : center}
        zoom={zoom}
        zoomSnap={0.5}
        scrollWheelZoom={false}
        className="h-72 w-full cursor-crosshair bg-brand-50 sm:h-96"
        ref={(map) => {
          if (map) onReady(map)
        }}
        aria-label={label}
        attributionControl={false}
      >
        {tiles && <TileLayer url={tiles.url} />}
        <Polygon
          positions={outline}
          pathOptions={{ color: '#1f4b7c', weight: 1, fillColor: '#dbeafe', fillOpacity: 0.35 }}
          interactive={false}
        />
        {value && (
          <CircleMarker
            center={[value.latitude, value.longitude]}
            radius={8}
            pathOptions={{ color: '#c81e1e', weight: 3, fillColor: '#c81e1e', fillOpacity: 0.6 }}
            interactive={false}
          />
        )}
        <ClickToPick onPick={onPick} />
      </MapContainer>
      {tiles && <TileCredit credit={tiles.attribution} url={tiles.attributionUrl} />}
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-1/2 z-[500] -translate-x-1/2 -translate-y-1/2 text-2xl leading-none text-navy-900/60"
      >
        +
      </span>
    </div>
  )
}
