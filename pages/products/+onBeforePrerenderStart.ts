import { getSite } from '../../schemas/load.ts'

export function onBeforePrerenderStart() {
  return getSite().products.map((product) => product.path)
}
