import L, { type LatLngTuple } from 'leaflet'
import { useEffect, useMemo, useState } from 'react'
import { Marker, Popup, useMap } from 'react-leaflet'
import { groupMarkers, type MarkerGroup } from '../map-groups.ts'
import { SIZES, colorOf, groupPin, kindsOf, pin } from './pins.ts'
import { cityLink, type MapCity, type MarkerCity, type ServiceAreaMapProps } from './props.ts'

const namesOf = (cities: MarkerCity[]) => cities.map((city) => city.name).join(', ')

/** The marker cities, those too close together to tell apart at this zoom grouped into one marker that lists them. */
export function CityMarkers({ markers, markerKinds, cityLinkLabel, headquarters }: ServiceAreaMapProps) {
  const map = useMap()
  const [zoom, setZoom] = useState(() => map.getZoom())
  useEffect(() => {
    const update = () => setZoom(map.getZoom())
    map.on('zoomend', update)
    return () => {
      map.off('zoomend', update)
    }
  }, [map])
  const groups = useMemo(() => {
    const at = (city: MapCity) => map.project([city.latitude, city.longitude], zoom)
    const points = markers.map((city) => ({ item: city, ...at(city) }))
    return groupMarkers(points, [{ ...at(headquarters), size: SIZES.headquarters }], SIZES, (city) => city.kind).map(
      (group) => ({
        ...group,
        position: map.unproject([group.x, group.y], zoom),
      }),
    )
  }, [map, zoom, markers, headquarters])
  return groups.map((group) =>
    group.members.length === 1 ? (
      <CityMarker
        key={group.members[0]!.path}
        city={group.members[0]!}
        position={group.position}
        color={colorOf(markerKinds, group.members)}
        linkLabel={cityLinkLabel}
      />
    ) : (
      <GroupMarker
        key={group.members.map((city) => city.path).join(' ')}
        group={group}
        color={colorOf(markerKinds, group.members)}
        linkLabel={cityLinkLabel}
      />
    ),
  )
}

function CityMarker({
  city,
  position,
  color,
  linkLabel,
}: {
  city: MarkerCity
  position: L.LatLng
  color: string
  linkLabel: string
}) {
  const icon = useMemo(() => pin(color, SIZES.single, 16, `${city.name}, ${city.kind}`), [city, color])
  return (
    <Marker position={position} icon={icon} title={`${city.name} (${city.kind})`}>
      <Popup>
        <strong>{city.name}</strong>
        <br />
        {city.kind}
        <br />
        <a href={city.path}>{cityLink(linkLabel, city.name)}</a>
      </Popup>
    </Marker>
  )
}

/** Several cities in one marker: its popup links each of them and can zoom in until they separate. */
function GroupMarker({
  group,
  color,
  linkLabel,
}: {
  group: MarkerGroup<MarkerCity> & { position: L.LatLng }
  color: string
  linkLabel: string
}) {
  const map = useMap()
  const cities = useMemo(() => [...group.members].sort((a, b) => a.name.localeCompare(b.name)), [group.members])
  const present = kindsOf(cities)
  const title = `${namesOf(cities)} (${present.join(', ')})`
  const icon = useMemo(
    () => groupPin(color, cities.length, `${cities.length} cities: ${title}`),
    [color, cities.length, title],
  )
  const zoomIn = () => {
    map.closePopup()
    map.fitBounds(L.latLngBounds(cities.map((city): LatLngTuple => [city.latitude, city.longitude])), {
      padding: [48, 48],
      maxZoom: 11,
    })
  }
  return (
    <Marker position={group.position} icon={icon} title={title}>
      <Popup>
        <strong>
          {present.length === 1
            ? `${cities.length} ${present[0]} cities`
            : `${cities.length} cities in ${present.join(' and ')}`}
        </strong>
        <ul className="mt-1">
          {cities.map((city) => (
            <li key={city.path}>
              <a href={city.path} className="inline-block py-1">
                {cityLink(linkLabel, city.name)}
              </a>
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={zoomIn}
          className="mt-1 min-h-6 rounded border border-slate-300 px-2 py-1 font-semibold text-brand-700 hover:border-brand-600"
        >
          Zoom in to see them apart
        </button>
      </Popup>
    </Marker>
  )
}
