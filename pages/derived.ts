import type { Derivation } from '../renderer/derived.ts'
import { headquartersOf } from './service-area/@slug/headquarters.ts'
import { cityAtPath } from './service-area/@slug/city-at.ts'
import { nearbyOf } from './service-area/@slug/nearby.ts'

/**
 * Every value pages derive from the whole site and depend on as one key (renderer/derived.ts), by
 * name: a rebuild works each recorded one out again from the new content to compare it.
 */
export const DERIVATIONS: Record<string, Derivation<unknown>['make']> = Object.fromEntries(
  [cityAtPath, nearbyOf, headquartersOf].map((derivation) => [derivation.name, derivation.make]),
)
