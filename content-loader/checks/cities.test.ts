import { describe, expect, it } from 'vitest'
import type { Business } from '../../schemas/business.ts'
import type { CityData } from '../../schemas/city.ts'
import type { CountiesFile } from '../../schemas/county.ts'
import { formatProblem } from '../errors.ts'
import type { ServiceAreaPage } from '../../schemas/pages/service-area.ts'
import type { Checked, Parsed } from '../parse.ts'
import { SourceFile } from '../source.ts'
import { checkCities, checkCountyRegions, checkMarkerGroups } from './cities.ts'

/** A city file as the check sees it: its fields, whether or not the rest of it is valid. */
function city(file: string, text: string): Checked<CityData> {
  const source = SourceFile.yaml(`/content/cities/${file}`, text)
  return { source, slug: file.replace('.yaml', ''), valid: false, value: source.data as Partial<CityData> }
}

const cityText = (name: string, more = '') =>
  `name: ${name}\ncounty: Pinellas\nregion: Tampa Bay\nposition: { latitude: 28.07, longitude: -82.78 }\n${more}`

const refs = {
  contentDir: '/content',
  business: {
    state: 'Florida',
    stateOutline: [
      [27, -83],
      [29, -83],
      [29, -81],
      [27, -81],
    ],
  } as Business,
  counties: [
    { name: 'Pinellas', region: 'Tampa Bay', summary: 'x' },
    { name: 'Marion', region: 'North Central', summary: 'x' },
  ],
  regions: [
    { name: 'Tampa Bay', summary: 'x' },
    { name: 'North Central', summary: 'x' },
  ],
  markerGroups: [{ name: 'Tampa Bay' }, { name: 'Gulf Coast' }],
}

const messages = (cities: Checked<CityData>[], references = refs) => checkCities(cities, references).map(formatProblem)

describe('checkCities', () => {
  it('passes cities that are right, with one headquarters', () => {
    expect(messages([city('ozona.yaml', cityText('Ozona', 'isHQ: true\nmapMarker: Gulf Coast\n'))])).toEqual([])
  })

  it('names a city as the Site content form does: accents dropped, other marks to hyphens', () => {
    const named = (file: string, name: string) => city(file, cityText(name, 'isHQ: true\n'))
    expect(messages([named('dona-vista.yaml', 'Doña Vista')])).toEqual([])
    expect(messages([named('port-st-lucie.yaml', 'Port St. Lucie')])).toEqual([])
    expect(messages([named('ponte-vedra-sawgrass.yaml', 'Ponte Vedra & Sawgrass')])).toEqual([])
  })

  it('reports a file not named after its slug, and the duplicate of a slug after the file that owns it', () => {
    expect(
      messages([city('ozona.yaml', cityText('Ozona', 'isHQ: true\n')), city('ozona-2.yaml', cityText('Ozona'))]),
    ).toEqual([
      '/content/cities/ozona-2.yaml:1:7 name: file name "ozona-2.yaml" does not match the city\'s slug "ozona" (rename the file to ozona.yaml)',
      '/content/cities/ozona-2.yaml:1:7 name: duplicate slug "ozona": cities/ozona.yaml already uses it',
    ])
  })

  it('reports an unknown county, region and map marker group, each with the name it was likely meant to be', () => {
    const text = 'name: Ozona\ncounty: Pinelas\nregion: Tampa Bya\nmapMarker: Gulf Cost\nisHQ: true\n'
    expect(messages([city('ozona.yaml', text)])).toEqual([
      '/content/cities/ozona.yaml:2:9 county: unknown county "Pinelas": did you mean "Pinellas"? (counties are listed in counties.yaml)',
      '/content/cities/ozona.yaml:3:9 region: unknown region "Tampa Bya": did you mean "Tampa Bay"? (regions are listed in regions.yaml)',
      '/content/cities/ozona.yaml:4:12 mapMarker: unknown map marker group "Gulf Cost": did you mean "Gulf Coast"? (marker groups are listed in pages/service-area.yaml under map.markerGroups)',
    ])
  })

  it("reports a region that is not the county's, and coordinates outside the state", () => {
    const text =
      'name: Ozona\ncounty: Marion\nregion: Tampa Bay\nposition: { latitude: 28.07, longitude: 82.78 }\nisHQ: true\n'
    expect(messages([city('ozona.yaml', text)])).toEqual([
      '/content/cities/ozona.yaml:3:9 region: region "Tampa Bay" does not match the county: counties.yaml puts Marion in North Central (write region: North Central, or check the county)',
      '/content/cities/ozona.yaml:4:11 position: coordinates 28.07, 82.78 are outside Florida (is a sign missing from the longitude?)',
    ])
  })

  it('skips a check whose list is wrong in its own file', () => {
    const text = 'name: Ozona\ncounty: Nowhere\nregion: Nowhere\nmapMarker: Nowhere\nisHQ: true\n'
    expect(messages([city('ozona.yaml', text)], { contentDir: '/content' } as typeof refs)).toEqual([])
  })

  it('asks for one headquarters: none, or a second one', () => {
    expect(messages([city('ozona.yaml', cityText('Ozona'))])).toEqual([
      '/content/cities:1:1 no city has isHQ: true; exactly one city must be the headquarters',
    ])
    expect(
      messages([
        city('ozona.yaml', cityText('Ozona', 'isHQ: true\n')),
        city('tampa.yaml', cityText('Tampa', 'isHQ: true\n')),
      ]),
    ).toEqual([
      '/content/cities/tampa.yaml:5:7 isHQ: a second headquarters: only one city may have isHQ: true (cities/ozona.yaml has it)',
    ])
  })
})

describe('checkCountyRegions', () => {
  it('reports a county whose region regions.yaml does not list', () => {
    const source = SourceFile.yaml(
      '/content/counties.yaml',
      'counties:\n  - { name: Lee, region: Sothwest, summary: x }\n',
    )
    const counties = { source, value: source.data } as Parsed<CountiesFile>
    expect(checkCountyRegions(counties, [{ name: 'Southwest', summary: 'x' }]).map(formatProblem)).toEqual([
      '/content/counties.yaml:2:26 counties.0.region: unknown region "Sothwest": did you mean "Southwest"? (regions are listed in regions.yaml)',
    ])
    expect(checkCountyRegions(counties, undefined)).toEqual([])
  })
})

describe('checkMarkerGroups', () => {
  it('reports a marker group named twice', () => {
    const text =
      'map:\n  markerGroups:\n    - { name: Tampa Bay, color: "#1d4ed8" }\n    - { name: Tampa Bay, color: "#047857" }\n'
    const source = SourceFile.yaml('/content/pages/service-area.yaml', text)
    const page = { source, value: source.data } as Parsed<ServiceAreaPage>
    expect(checkMarkerGroups(page).map(formatProblem)).toEqual([
      '/content/pages/service-area.yaml:4:15 map.markerGroups.1.name: duplicate marker group "Tampa Bay"',
    ])
    expect(checkMarkerGroups(undefined)).toEqual([])
  })
})

describe('checkCities: a city near its county', () => {
  it("refuses a city placed far from the other cities of its county, with the distance, in both readers' words", () => {
    // Two Pinellas towns near each other, and a third clicked far from both.
    const oldsmar = city('oldsmar.yaml', cityText('Oldsmar', 'isHQ: true\n'))
    const dunedin = city('dunedin.yaml', cityText('Dunedin').replace('latitude: 28.07', 'latitude: 28.12'))
    // 60 miles south-east of Oldsmar, still inside the state: a Pinellas town clicked in the wrong place.
    const far = cityText('Ozona').replace(
      '{ latitude: 28.07, longitude: -82.78 }',
      '{ latitude: 27.4, longitude: -82.0 }',
    )
    const problems = checkCities([oldsmar, dunedin, city('ozona.yaml', far)], refs)
    expect(problems).toHaveLength(1)
    expect(formatProblem(problems[0]!)).toMatch(
      /^\/content\/cities\/ozona\.yaml:4:\d+ position: 6\d miles from oldsmar\.yaml, the nearest city of Pinellas County/,
    )
    expect(problems[0]!.inForm).toEqual([
      {
        field: 'position',
        message: expect.stringMatching(
          /^This position is 6\d miles from Oldsmar, the nearest Pinellas County city we serve: click the map where the city is, or check the county$/,
        ),
      },
    ])
    // Within the county's reach it passes; alone in its county, there is nothing to measure against.
    const near = cityText('Ozona').replace('latitude: 28.07', 'latitude: 28.2')
    expect(checkCities([oldsmar, dunedin, city('ozona.yaml', near)], refs)).toEqual([])
    expect(
      checkCities(
        [
          city(
            'ozona.yaml',
            far.replace('county: Pinellas', 'county: Marion').replace('Tampa Bay', 'North Central') + 'isHQ: true\n',
          ),
        ],
        refs,
      ),
    ).toEqual([])
  })
})
