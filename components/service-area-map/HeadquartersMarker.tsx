import { useMemo } from 'react'
import { Marker, Popup } from 'react-leaflet'
import { SIZES, pin } from './pins.ts'
import { cityLink, type ServiceAreaMapProps } from './props.ts'

/** The headquarters' marker, above every other, with its address and a link to its page. */
export function HeadquartersMarker({ headquarters, cityLinkLabel }: ServiceAreaMapProps) {
  const hqIcon = useMemo(
    () => pin('#c81e1e', SIZES.headquarters, 24, `Headquarters: ${headquarters.name}`),
    [headquarters.name],
  )
  return (
    <Marker
      position={[headquarters.latitude, headquarters.longitude]}
      icon={hqIcon}
      title={`${headquarters.name} (headquarters)`}
      zIndexOffset={1000}
    >
      <Popup>
        <strong>HEADQUARTERS</strong>
        <br />
        {headquarters.address}
        <br />
        <a href={headquarters.path}>{cityLink(cityLinkLabel, headquarters.name)}</a>
      </Popup>
    </Marker>
  )
}
