import { derived, inputsOf, type Derivation } from '../build/reads/derived.ts'
import type { Derivations } from '../build/reads/dependency-keys.ts'
import type { Site } from '../schemas/site.ts'
import { headquartersOf } from './service-area/@slug/headquarters.ts'
import { cityAtPath } from './service-area/@slug/city-at.ts'
import { nearbyOf } from './service-area/@slug/nearby.ts'

/** A derivation by its name: how its values are worked out from a site, and what they are worked out from. */
const byName = <T, I>(derivation: Derivation<T, I>) =>
  [
    derivation.name,
    {
      make: (site: Site, argument: string) => derived(site, derivation, argument),
      inputs: (site: Site) => inputsOf(site, derivation),
    },
  ] as const
const ALL = [byName(cityAtPath), byName(nearbyOf), byName(headquartersOf)]

/**
 * Every value pages derive from the whole site and depend on as one key (build/reads/derived.ts), by
 * name: a rebuild works each recorded one out again from the new content to compare it, unless the
 * derivation's inputs are the same as before (DERIVATION_INPUTS).
 */
export const DERIVATIONS: Derivations = Object.fromEntries(ALL.map(([name, { make }]) => [name, make]))

/** Each derivation's inputs in a site, by its name. */
export const DERIVATION_INPUTS: Record<string, (site: Site) => unknown> = Object.fromEntries(
  ALL.map(([name, { inputs }]) => [name, inputs]),
)
