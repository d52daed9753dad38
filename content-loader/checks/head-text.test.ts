import { describe, expect, it } from 'vitest'
import type { Business } from '../../schemas/business.ts'
import type { CityData } from '../../schemas/city.ts'
import { formatProblem } from '../errors.ts'
import type { ServiceAreaPage } from '../../schemas/pages/service-area.ts'
import type { Checked, Parsed } from '../parse.ts'
import { SourceFile } from '../source.ts'
import { checkCityHeads } from './head-text.ts'

const city = (file: string, name: string): Checked<CityData> => {
  const source = SourceFile.yaml(`/content/cities/${file}`, `name: ${name}\ncounty: Pinellas\n`)
  return { source, slug: file.replace('.yaml', ''), valid: false, value: source.data as Partial<CityData> }
}

const wording = (seoTitle: string): Parsed<ServiceAreaPage> => {
  const text = `cityPage:\n  seoTitle: ${seoTitle}\n  seoDescription: Garage doors in {city}, {county} County. Call {phone}.\n`
  const source = SourceFile.yaml('/content/pages/service-area.yaml', text)
  return { source, value: source.data as ServiceAreaPage }
}

const business = { telephone: '(813) 555-0142' } as Business
const cities = [city('largo.yaml', 'Largo'), city('indian-rocks-beach.yaml', 'Indian Rocks Beach')]
const problems = (seoTitle: string) =>
  checkCityHeads(cities, wording(seoTitle), business, '/content').map(formatProblem)

describe('checkCityHeads', () => {
  it('passes wording that fits with every city', () => {
    expect(problems('Garage Door Repair in {city}, FL | Gulfline')).toEqual([])
  })

  it("reports a city whose name makes its page's title too long, at the name", () => {
    expect(problems('Garage Door Repair and Springs in {city}, FL | Gulfline')).toEqual([
      '/content/cities/indian-rocks-beach.yaml:1:7 name: this city\'s page title, "Garage Door Repair and Springs in Indian Rocks Beach, FL | Gulfline", is 67 characters; search results cut a title after 60: shorten the name here, or cityPage.seoTitle in pages/service-area.yaml (every city page\'s title), by at least 7',
    ])
  })

  it('reports wording too long for every city once, at the wording, with the longest', () => {
    expect(problems('Garage Door Repair, Springs, Openers and New Doors in {city}, FL')).toEqual([
      '/content/pages/service-area.yaml:2:13 cityPage.seoTitle: every city page\'s title is too long with this wording: with cities/indian-rocks-beach.yaml\'s name filled in it, "Garage Door Repair, Springs, Openers and New Doors in Indian Rocks Beach, FL", is 76 characters; search results cut a title after 60: shorten it by at least 16',
    ])
  })
})
