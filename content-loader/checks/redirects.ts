import { basename } from 'node:path'
import type { CityData } from '../../schemas/city.ts'
import { slugify } from '../../shared/slug.ts'
import type { ContentProblem } from '../errors.ts'
import type { Checked } from '../parse.ts'
import { inContent } from '../read.ts'

type CityFile = Checked<CityData>

const slugOf = ({ value }: CityFile) => (value.name === undefined ? undefined : slugify(value.name))

/**
 * The former slugs of renamed cities, each of which becomes a permanent redirect: none is a city's
 * slug now (its own would redirect to itself; another's is a live page, and when that city lists
 * this one's slug back the two would redirect to each other), none is claimed by two cities, and
 * none is listed twice in one file.
 */
export function checkFormerSlugs(cities: CityFile[], contentDir: string): ContentProblem[] {
  const current = currentSlugs(cities)
  const claimed = new Map<string, CityFile>()
  const where = (city: CityFile) => inContent(contentDir, city.source.path)
  return cities.flatMap((city) => {
    const own = slugOf(city)
    const formerSlugs = city.value.formerSlugs ?? []
    return formerSlugs.flatMap((former, index) => {
      const problem = (message: string) => [city.source.problem(['formerSlugs', index], message)]
      const other = current.get(former)
      if (former === own)
        return problem(`former slug "${former}" is this city's slug now: its address would redirect to itself`)
      if (other && own !== undefined && other.value.formerSlugs?.includes(own))
        return problem(
          `former slug "${former}" is the slug of ${where(other)} now, which lists "${own}" among its former slugs: the two addresses would redirect to each other (a city's former slug must be an address no page uses)`,
        )
      if (other)
        return problem(
          `former slug "${former}" is the slug of ${where(other)} now: that address shows its page and cannot redirect here`,
        )
      const first = formerSlugs.indexOf(former)
      if (first < index) return problem(`former slug "${former}" is listed twice (also formerSlugs.${first}): keep one`)
      const owner = claimed.get(former)
      if (owner)
        return problem(
          `former slug "${former}" is claimed by ${where(owner)} too: an old address can lead to one city only (keep it in the file of the city that had it)`,
        )
      claimed.set(former, city)
      return []
    })
  })
}

/** Each slug a city makes now, with its file: of several files making one, the one named after it. */
function currentSlugs(cities: CityFile[]): Map<string, CityFile> {
  const current = new Map<string, CityFile>()
  for (const city of cities) {
    const slug = slugOf(city)
    if (slug === undefined) continue
    if (!current.has(slug) || basename(city.source.path) === `${slug}.yaml`) current.set(slug, city)
  }
  return current
}
