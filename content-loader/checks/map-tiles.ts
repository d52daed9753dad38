import { tileAddressProblem } from '../../shared/public-address.ts'
import type { ContentProblem } from '../errors.ts'
import type { ServiceAreaPage } from '../../schemas/pages/service-area.ts'
import type { Parsed } from '../parse.ts'

/**
 * The map's tile address is fetched by the server for every visitor of /service-area: it must be a
 * public https host (shared/public-address.ts), told at its field when the content is checked, before
 * the tile proxy refuses it at connect time and the map shows plain tiles.
 */
export function checkMapTiles(page: Parsed<ServiceAreaPage>): ContentProblem[] {
  const why = tileAddressProblem(page.value.map.tiles.url)
  return why ? [page.source.problem(['map', 'tiles', 'url'], why)] : []
}
