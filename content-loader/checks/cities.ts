import { basename, join } from 'node:path'
import type { Business } from '../../schemas/business.ts'
import type { CityData } from '../../schemas/city.ts'
import { slugify } from '../../shared/slug.ts'
import type { CountiesFile, County } from '../../schemas/county.ts'
import { fileProblem, unknownInForm, unknownName, type ContentProblem } from '../errors.ts'
import { distanceMiles, insidePolygon } from '../../shared/geo.ts'
import type { ServiceAreaPage } from '../../schemas/pages/service-area.ts'
import type { Checked, Parsed } from '../parse.ts'
import { inContent } from '../read.ts'
import type { Region } from '../../schemas/region.ts'
import type { SourceFile } from '../source.ts'
import { checkFormerSlugs } from './redirects.ts'

/** What the city files are checked against; a list is missing when its own file is wrong, and its check is skipped. */
export interface CityReferences {
  contentDir: string
  business?: Business
  counties?: County[]
  regions?: Region[]
  markerGroups?: { name: string }[]
}

/**
 * Cities: each file named after its city's slug and no slug made twice, a known county, region and
 * marker group, the county's own region, coordinates inside the state, one headquarters, and former
 * slugs that neither collide nor loop (./redirects.ts). Each
 * check runs on the fields it needs when they are right, even if others in the file are wrong.
 */
export function checkCities(cities: Checked<CityData>[], refs: CityReferences): ContentProblem[] {
  const lookup: Lookup = {
    countyRegions: refs.counties && new Map(refs.counties.map((c) => [c.name, c.region])),
    regionNames: refs.regions && new Set(refs.regions.map((r) => r.name)),
    markerGroups: refs.markerGroups && new Set(refs.markerGroups.map((g) => g.name)),
  }
  return [
    ...cities.flatMap((city) => [
      ...checkFileName(city),
      ...checkNames(city, lookup),
      // A position outside the state is said once: its distance from the county follows from it.
      ...(checkPosition(city, refs.business).length
        ? checkPosition(city, refs.business)
        : checkCountyDistance(city, cities)),
    ]),
    ...checkDuplicateSlugs(cities, refs.contentDir),
    ...checkHeadquarters(cities, refs.contentDir),
    ...checkFormerSlugs(cities, refs.contentDir),
  ]
}

/** The names a city may use; a list is missing when its file is wrong. */
interface Lookup {
  countyRegions?: Map<string, string>
  regionNames?: Set<string>
  markerGroups?: Set<string>
}

/** Every county's region is listed in regions.yaml. */
export function checkCountyRegions(counties: Parsed<CountiesFile> | null, regions?: Region[]): ContentProblem[] {
  if (!counties || !regions) return []
  const regionNames = new Set(regions.map((r) => r.name))
  return counties.value.counties.flatMap((county, index) =>
    regionNames.has(county.region)
      ? []
      : [
          counties.source.problem(
            ['counties', index, 'region'],
            unknownName('region', county.region, regionNames, 'regions are listed in regions.yaml'),
          ),
        ],
  )
}

/** No two marker groups of the service-area map share a name. */
export function checkMarkerGroups(serviceArea?: Parsed<ServiceAreaPage>): ContentProblem[] {
  const seen = new Set<string>()
  return (serviceArea?.value.map.markerGroups ?? []).flatMap((group, i) => {
    if (!seen.has(group.name)) {
      seen.add(group.name)
      return []
    }
    return [serviceArea!.source.problem(['map', 'markerGroups', i, 'name'], `duplicate marker group "${group.name}"`)]
  })
}

const slugOf = ({ value }: Checked<CityData>) => (value.name === undefined ? undefined : slugify(value.name))

function checkFileName(city: Checked<CityData>): ContentProblem[] {
  const slug = slugOf(city)
  if (slug === undefined || slug === city.slug) return []
  return [
    city.source.problem(
      ['name'],
      `file name "${basename(city.source.path)}" does not match the city's slug "${slug}" (rename the file to ${slug}.yaml)`,
    ),
  ]
}

/** The county, the region and the marker group are listed, and the region is the county's. */
function checkNames({ value, source }: Checked<CityData>, { countyRegions, regionNames, markerGroups }: Lookup) {
  const problems: ContentProblem[] = []
  if (countyRegions && value.county !== undefined && !countyRegions.has(value.county)) {
    const message = unknownName('county', value.county, countyRegions.keys(), 'counties are listed in counties.yaml')
    problems.push(
      source.problem(['county'], message, unknownInForm('a county we serve', value.county, countyRegions.keys())),
    )
  }
  if (regionNames && value.region !== undefined && !regionNames.has(value.region)) {
    const message = unknownName('region', value.region, regionNames, 'regions are listed in regions.yaml')
    problems.push(source.problem(['region'], message, unknownInForm('a region we serve', value.region, regionNames)))
  }
  const countyRegion = value.county === undefined ? undefined : countyRegions?.get(value.county)
  if (countyRegion && value.region !== undefined && regionNames?.has(value.region) && value.region !== countyRegion) {
    problems.push(
      source.problem(
        ['region'],
        `region "${value.region}" does not match the county: counties.yaml puts ${value.county} in ${countyRegion} (write region: ${countyRegion}, or check the county)`,
        `${value.county} County is in ${countyRegion}: choose ${countyRegion}, or check the county`,
      ),
    )
  }
  if (markerGroups && value.mapMarker !== undefined && !markerGroups.has(value.mapMarker)) {
    const message = unknownName('map marker group', value.mapMarker, markerGroups, MARKER_GROUPS_LISTED)
    problems.push(
      source.problem(
        ['mapMarker'],
        message,
        unknownInForm('a kind of marker on the map', value.mapMarker, markerGroups),
      ),
    )
  }
  return problems
}

const MARKER_GROUPS_LISTED = 'marker groups are listed in pages/service-area.yaml under map.markerGroups'

/** The city's coordinates are inside the state's outline. */
function checkPosition({ value, source }: Checked<CityData>, business?: Business): ContentProblem[] {
  if (!business || !value.position || insidePolygon(value.position, business.stateOutline)) return []
  const { latitude, longitude } = value.position
  return [
    source.problem(
      ['position'],
      `coordinates ${latitude}, ${longitude} are outside ${business.state} (is a sign missing from the longitude?)`,
      `This position is outside ${business.state}: click the map where the city is`,
    ),
  ]
}

/**
 * How far a city may be from the nearest other city of its county: the real content's farthest is
 * 22 miles (Dunnellon, Marion County), and a city placed in another county (a Pinellas town clicked
 * in Orlando) is 80 miles or more from its county's towns.
 */
export const COUNTY_REACH_MILES = 40

/** The city lies within COUNTY_REACH_MILES of another city of the county it names (when there is one). */
function checkCountyDistance({ value, source }: Checked<CityData>, cities: Checked<CityData>[]): ContentProblem[] {
  const { position, county } = value
  if (!position || county === undefined) return []
  let nearest: { city: Checked<CityData>; miles: number } | null = null
  for (const city of cities) {
    if (city.source === source || city.value.county !== county || !city.value.position) continue
    const miles = distanceMiles(position, city.value.position)
    if (!nearest || miles < nearest.miles) nearest = { city, miles }
  }
  if (!nearest || nearest.miles <= COUNTY_REACH_MILES) return []
  const miles = Math.round(nearest.miles)
  const other = nearest.city.value.name ?? nearest.city.slug
  return [
    source.problem(
      ['position'],
      `${miles} miles from ${basename(nearest.city.source.path)}, the nearest city of ${county} County (a city is within ${COUNTY_REACH_MILES} miles of another in its county): check the position or the county`,
      `This position is ${miles} miles from ${other}, the nearest ${county} County city we serve: click the map where the city is, or check the county`,
    ),
  ]
}

/** Of several files making one slug, the one named after it keeps it; the others are the duplicates. */
function checkDuplicateSlugs(cities: Checked<CityData>[], contentDir: string): ContentProblem[] {
  const filesBySlug = new Map<string, SourceFile[]>()
  for (const city of cities) {
    const slug = slugOf(city)
    if (slug !== undefined) filesBySlug.set(slug, [...(filesBySlug.get(slug) ?? []), city.source])
  }
  return [...filesBySlug].flatMap(([slug, files]) => {
    if (files.length < 2) return []
    const owner = files.find((file) => basename(file.path) === `${slug}.yaml`) ?? files[0]!
    return files
      .filter((file) => file !== owner)
      .map((file) =>
        file.problem(
          ['name'],
          `duplicate slug "${slug}": ${inContent(contentDir, owner.path)} already uses it`,
          `There is already a city called ${String(cityName(cities, owner) ?? slug)}: open it, or choose another name`,
        ),
      )
  })
}

const cityName = (cities: Checked<CityData>[], source: SourceFile) =>
  cities.find((c) => c.source === source)?.value.name

function checkHeadquarters(cities: Checked<CityData>[], contentDir: string): ContentProblem[] {
  const headquarters = cities.filter((city) => city.value.isHQ).map((city) => city.source)
  if (cities.length && headquarters.length === 0)
    return [
      fileProblem(join(contentDir, 'cities'), 'no city has isHQ: true; exactly one city must be the headquarters'),
    ]
  return headquarters
    .slice(1)
    .map((extra) =>
      extra.problem(
        ['isHQ'],
        `a second headquarters: only one city may have isHQ: true (${inContent(contentDir, headquarters[0]!.path)} has it)`,
      ),
    )
}
