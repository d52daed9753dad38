import { errorId, type FieldProps, type WidgetProps } from '@rjsf/utils'
import type { Map as LeafletMap } from 'leaflet'
import { useEffect, useRef, useState, type ComponentType } from 'react'
import { slugify } from '../../../shared/slug.ts'
import { label as labelClass, subtleButton } from '../../common/ui.ts'
import { BaseInputTemplate, SelectWidget } from './form-widgets.tsx'
import type { Position, PositionMapProps } from './PositionMap.tsx'

/** What the city's fields know besides their value (from counties.yaml, business.yaml and the service-area page). */
export interface CityContext {
  counties: { name: string; region: string }[]
  /** The kinds of marker of the service-area map (its page's markerGroups). */
  markers: string[]
  cityPagePrefix: string
  /** The city's id when the form opened; null for a new city. */
  openedAs: string | null
  /** The map's view; its centre is null until the service-area page and the business have loaded. */
  map: Omit<PositionMapProps, 'value' | 'label' | 'onPick' | 'onReady' | 'center'> & { center: [number, number] | null }
}

/** The name, with the file and the page address it makes, as one types. */
export function CityNameWidget(props: WidgetProps) {
  const context = props.registry.formContext as CityContext
  const slug = slugify(typeof props.value === 'string' ? props.value : '')
  const page = `/service-area/${context.cityPagePrefix}${slug}`
  const renamed = context.openedAs !== null && slug !== '' && slug !== context.openedAs
  return (
    <>
      <BaseInputTemplate {...props} />
      <p className="mt-1 text-sm break-words text-slate-600">
        {slug === ''
          ? 'The file and the page’s address are made from the name.'
          : `File: cities/${slug}.yaml · Page: ${page}`}
        {renamed &&
          `. Renamed: the page moves to this address, and its old one, /service-area/${context.cityPagePrefix}${context.openedAs}, sends visitors to it.`}
      </p>
    </>
  )
}

/** One of the counties of counties.yaml; a name that is not one stays shown, for the check to name. */
export function CountyWidget(props: WidgetProps) {
  const { counties } = props.registry.formContext as CityContext
  const names = counties.map((county) => county.name)
  if (typeof props.value === 'string' && props.value && !names.includes(props.value)) names.push(props.value)
  const enumOptions = names.map((name) => ({ value: name, label: name }))
  return <SelectWidget {...props} options={{ ...props.options, enumOptions }} />
}

/** The kind of marker the city has on the service-area map, if any. */
export function MarkerWidget(props: WidgetProps) {
  const names = [...(props.registry.formContext as CityContext).markers]
  if (typeof props.value === 'string' && props.value && !names.includes(props.value)) names.push(props.value)
  const enumOptions = names.map((name) => ({ value: name, label: name }))
  return <SelectWidget {...props} options={{ ...props.options, enumOptions }} />
}

const isPosition = (value: unknown): value is Position =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Position).latitude === 'number' &&
  typeof (value as Position).longitude === 'number'

/**
 * The city's position, set by clicking the map (or, from the keyboard, by moving the map and taking
 * its centre), never typed: the numbers are shown, read-only. The map's code loads in the browser only.
 */
export function PositionField(props: FieldProps) {
  const { formData, onChange, fieldPathId, registry, errorSchema, required } = props
  const context = registry.formContext as CityContext
  const [Map, setMap] = useState<ComponentType<PositionMapProps> | null>(null)
  const map = useRef<LeafletMap | null>(null)
  // The map's centre can be taken once Leaflet has made the map, not merely once its code loaded.
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let live = true
    void import('./PositionMap.tsx').then((module) => live && setMap(() => module.default))
    return () => {
      live = false
    }
  }, [])
  const value = isPosition(formData) ? formData : null
  const pick = (position: Position) => onChange(position, fieldPathId.path)
  const takeCentre = () => {
    const centre = map.current?.getCenter()
    if (centre) pick({ latitude: Math.round(centre.lat * 1e4) / 1e4, longitude: Math.round(centre.lng * 1e4) / 1e4 })
  }
  const nested = [errorSchema?.latitude?.__errors, errorSchema?.longitude?.__errors].flat().filter(Boolean)
  const id = fieldPathId.$id
  return (
    <fieldset
      id={id}
      aria-describedby={[`${id}__chosen`, errorSchema?.__errors?.length ? errorId(id) : ''].join(' ').trim()}
    >
      <legend className={labelClass}>
        Position on the map{required && <span className="text-accent-700" aria-hidden="true"> *</span>}
      </legend>
      <p className="mb-2 text-sm text-slate-600">Click the map where the city is.</p>
      {/* The map takes its centre once, as it is made: not before the content that names it has loaded. */}
      {Map && context.map.center ? (
        <Map
          {...context.map}
          center={context.map.center}
          value={value}
          label="Map: click where the city is"
          onPick={pick}
          onReady={(instance) => {
            map.current = instance
            setReady(true)
          }}
        />
      ) : (
        <div className="flex h-72 items-center justify-center rounded-xl bg-brand-50 text-slate-600 sm:h-96">
          Loading map...
        </div>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <p id={`${id}__chosen`} className="text-sm text-slate-800" aria-live="polite">
          {value
            ? `Chosen: latitude ${value.latitude}, longitude ${value.longitude}`
            : 'No position chosen yet.'}
        </p>
        <button type="button" onClick={takeCentre} disabled={!ready} className={subtleButton}>
          Use the centre of the map (+)
        </button>
      </div>
      {nested.length > 0 && (
        <ul className="mt-1.5 space-y-1 text-sm font-medium text-accent-700">
          {nested.map((error, at) => (
            <li key={at}>{error}</li>
          ))}
        </ul>
      )}
    </fieldset>
  )
}
