import { getSite } from '../../../schemas/load.ts'

export function onBeforePrerenderStart() {
  return getSite().services.map((service) => service.path)
}
