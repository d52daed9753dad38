import { getSite } from '../../../schemas/load.ts'

export function onBeforePrerenderStart() {
  return getSite().cities.map((city) => city.path)
}
