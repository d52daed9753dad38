import type { RegistryFieldsType, UiSchema } from '@rjsf/utils'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { ContentEntry, ContentType } from '../../../shared/admin-content.ts'
import { CityNameWidget, CountyWidget, MarkerWidget, PositionField, type CityContext } from './city-fields.tsx'
import { contentUrl } from './content-api.ts'

/** What a kind of content changes in its generated form. */
export interface KindForm {
  uiSchema: (generated: UiSchema) => UiSchema
  fields?: RegistryFieldsType
  context?: object
  /** Values that follow from others as one types (a city's region from its county). */
  derive: (values: unknown) => unknown
}

const PLAIN: KindForm = { uiSchema: (generated) => generated, derive: (values) => values }

type Values = Record<string, unknown>
const valuesOf = (entry: ContentEntry | undefined): Values => (entry?.values ?? {}) as Values

/**
 * A city's form: its county picked from counties.yaml, its region taken from the county, its
 * position set on a map, and the file and address its name makes shown as one types.
 */
export function useKindForm(type: ContentType, entry: ContentEntry, isNew: boolean): KindForm {
  const city = type === 'cities'
  const counties = useQuery<ContentEntry>({ queryKey: [contentUrl('counties', 'counties')], enabled: city })
  const business = useQuery<ContentEntry>({ queryKey: [contentUrl('business', 'business')], enabled: city })
  const area = useQuery<ContentEntry>({ queryKey: [contentUrl('pages', 'service-area')], enabled: city })
  return useMemo(() => {
    if (!city) return PLAIN
    const list = (valuesOf(counties.data).counties ?? []) as CityContext['counties']
    const { cityPagePrefix = '', stateOutline = [], geo } = valuesOf(business.data) as {
      cityPagePrefix?: string
      stateOutline?: [number, number][]
      geo?: { latitude: number; longitude: number }
    }
    const map = (valuesOf(area.data).map ?? {}) as Partial<{
      center: [number, number]
      zoom: number
      tiles: { url: string; attribution: string; attributionUrl?: string }
      markerGroups: { name: string }[]
    }>
    const context: CityContext = {
      counties: list,
      markers: (map.markerGroups ?? []).map((group) => group.name),
      cityPagePrefix,
      openedAs: isNew ? null : entry.id,
      map: {
        center: map.center ?? (geo ? [geo.latitude, geo.longitude] : null),
        zoom: map.zoom ?? 7,
        outline: stateOutline,
        tiles: map.tiles ?? null,
      },
    }
    const uiSchema = (generated: UiSchema): UiSchema => ({
      ...generated,
      name: { ...generated.name, 'ui:widget': CityNameWidget },
      // A renamed city's former slugs are added by the server; a new city has none.
      ...(isNew ? { formerSlugs: { 'ui:widget': 'hidden' } } : {}),
      county: { ...generated.county, 'ui:widget': CountyWidget },
      mapMarker: { ...generated.mapMarker, 'ui:widget': MarkerWidget },
      region: { ...generated.region, 'ui:readonly': true, 'ui:description': 'Taken from the county.' },
      position: { ...generated.position, 'ui:field': 'position' },
    })
    const derive = (values: unknown) => {
      const next = values as Values
      const county = list.find((each) => each.name === next.county)
      return county && county.region !== next.region ? { ...next, region: county.region } : values
    }
    return { uiSchema, fields: { position: PositionField }, context, derive }
  }, [city, counties.data, business.data, area.data, isNew, entry.id])
}
