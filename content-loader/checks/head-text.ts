import type { Business } from '../../schemas/business.ts'
import type { CityData } from '../../schemas/city.ts'
import type { ContentProblem } from '../errors.ts'
import { HEAD_TEXT_LIMITS, headTextLength, overLimit, type HeadPart } from '../../shared/head-limits.ts'
import { cityHead } from '../head-text.ts'
import type { ServiceAreaPage } from '../../schemas/pages/service-area.ts'
import type { Checked, Parsed } from '../parse.ts'
import { inContent } from '../read.ts'

/** The wording of each part of a city page's head, and the city fields it fills in. */
const WORDING = {
  title: { field: 'seoTitle', cityFields: 'the name' },
  description: { field: 'seoDescription', cityFields: 'the name or the county' },
} as const

/**
 * City pages' titles and descriptions fit what search results show. pages/service-area.yaml words
 * them once for every city (cityPage.seoTitle and seoDescription) and each city's name and county
 * are filled in, by the function the page calls (cityHead). Wording that is too long for every
 * city is reported once, at the wording; wording too long with only some cities' names, at each of
 * those cities' names.
 */
export function checkCityHeads(
  cities: Checked<CityData>[],
  serviceArea: Parsed<ServiceAreaPage> | undefined,
  business: Business | undefined,
  contentDir: string,
): ContentProblem[] {
  if (!serviceArea || !business) return []
  const wording = serviceArea.value.cityPage
  const heads = cities.flatMap((city) => {
    const { name, county } = city.value
    return name === undefined || county === undefined
      ? []
      : [{ city, head: cityHead(wording, { name, county }, business.telephone) }]
  })
  return (Object.keys(WORDING) as HeadPart[]).flatMap((part) => {
    const { field, cityFields } = WORDING[part]
    const limit = HEAD_TEXT_LIMITS[part]
    const over = heads.filter(({ head }) => overLimit(part, head[part]))
    if (!over.length) return []
    const described = ({ head }: (typeof heads)[number]) =>
      `"${head[part]}", is ${headTextLength(head[part])} characters`
    if (over.length === heads.length) {
      const longest = over.reduce((a, b) => (overLimit(part, b.head[part]) > overLimit(part, a.head[part]) ? b : a))
      const message = `every city page's ${part} is too long with this wording: with ${inContent(contentDir, longest.city.source.path)}'s name filled in it, ${described(longest)}; search results cut a ${part} after ${limit}: shorten it by at least ${overLimit(part, longest.head[part])}`
      return [serviceArea.source.problem(['cityPage', field], message)]
    }
    return over.map((one) =>
      one.city.source.problem(
        ['name'],
        `this city's page ${part}, ${described(one)}; search results cut a ${part} after ${limit}: shorten ${cityFields} here, or cityPage.${field} in pages/service-area.yaml (every city page's ${part}), by at least ${overLimit(part, one.head[part])}`,
        `This city’s page ${part} would be ${headTextLength(one.head[part])} characters, and search results cut a ${part} after ${limit}: shorten ${cityFields} by at least ${overLimit(part, one.head[part])}, or the wording of every city page’s ${part} on the Service area page`,
      ),
    )
  })
}
