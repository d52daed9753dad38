import type { LatLng, LatLngExpression, LatLngLiteral } from 'leaflet'
import { useCallback, useState } from 'react'
import { Popup, useMap } from 'react-leaflet'
import { distanceMiles } from '../../shared/geo.ts'
import { cityLink, type MapCity, type ServiceAreaMapProps } from './props.ts'
import { usePressAndHold } from './usePressAndHold.ts'

/** The served city nearest to `at`, and how many miles away it is. */
function nearestCity(cities: MapCity[], at: LatLngLiteral) {
  let nearest: MapCity | null = null
  let miles = Infinity
  for (const city of cities) {
    const d = distanceMiles({ latitude: at.lat, longitude: at.lng }, city)
    if (d < miles) {
      miles = d
      nearest = city
    }
  }
  return { nearest, miles }
}

/** Press and hold on the map: a popup names the nearest served city and its distance, or, far from all of them, asks for a call. */
export function HoldToFindNearest({
  cities,
  cityLinkLabel,
  holdMs,
  nearestWithinMiles,
  outsidePrompt,
  telephone,
  telephoneHref,
}: ServiceAreaMapProps) {
  const map = useMap()
  const [found, setFound] = useState<{ at: LatLngLiteral; city: MapCity | null; miles: number } | null>(null)
  const findNearest = useCallback(
    (at: LatLng) => {
      const { nearest, miles } = nearestCity(cities, at)
      setFound({ at, city: miles <= nearestWithinMiles ? nearest : null, miles })
    },
    [cities, nearestWithinMiles],
  )
  usePressAndHold(map, holdMs, findNearest)

  if (!found) return null
  return (
    <Popup position={found.at as LatLngExpression} eventHandlers={{ remove: () => setFound(null) }}>
      <div data-testid="nearest-city">
        {found.city ? (
          <>
            Nearest city we serve: <strong>{found.city.name}</strong>, {Math.round(found.miles)} miles away.
            <br />
            <a href={found.city.path}>{cityLink(cityLinkLabel, found.city.name)}</a>
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
