import 'leaflet/dist/leaflet.css'
import { Circle, MapContainer, Polygon, TileLayer } from 'react-leaflet'
import { MAP_HEIGHT, MapLegend } from './ServiceAreaMapLegend.tsx'
import { CityMarkers } from './service-area-map/CityMarkers.tsx'
import { FrameServedArea } from './service-area-map/FrameServedArea.tsx'
import { HeadquartersMarker } from './service-area-map/HeadquartersMarker.tsx'
import { HoldToFindNearest } from './service-area-map/HoldToFindNearest.tsx'
import { TileCredit } from './service-area-map/TileCredit.tsx'
import type { ServiceAreaMapProps } from './service-area-map/props.ts'

export type { MapCity, ServiceAreaMapProps } from './service-area-map/props.ts'

/** The service-area map: headquarters with its circle, the marker cities, and press-and-hold to find the nearest city. */
export default function ServiceAreaMap(props: ServiceAreaMapProps) {
  const { headquarters } = props
  return (
    <div role="region" aria-label={props.label} className="overflow-hidden rounded-2xl ring-1 ring-slate-200">
      <div className="relative">
        <MapContainer
          center={props.center}
          zoom={props.zoom}
          zoomSnap={0.5}
          scrollWheelZoom={false}
          className={`${MAP_HEIGHT} w-full bg-brand-50`}
          attributionControl={false}
        >
          <FrameServedArea {...props} />
          <TileLayer url={props.tiles.url} subdomains={props.tiles.subdomains || 'abc'} />
          <Polygon
            positions={props.outline}
            pathOptions={{ color: '#1f4b7c', weight: 1, fillColor: '#dbeafe', fillOpacity: 0.35 }}
            interactive={false}
          />
          <Circle
            center={[headquarters.latitude, headquarters.longitude]}
            radius={headquarters.radiusMeters}
            className="hq-circle"
            pathOptions={{ color: '#c81e1e', weight: 2, fillOpacity: 0.12 }}
            interactive={false}
          />
          <HeadquartersMarker {...props} />
          <CityMarkers {...props} />
          <HoldToFindNearest {...props} />
        </MapContainer>
        <TileCredit credit={props.tiles.attribution} url={props.tiles.attributionUrl} />
      </div>
      <MapLegend radiusKm={Math.round(headquarters.radiusMeters / 1000)} kinds={props.markerKinds} />
    </div>
  )
}
