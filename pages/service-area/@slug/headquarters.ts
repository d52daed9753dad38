import type { Derivation } from '../../../renderer/derived.ts'

/** The city marked as the headquarters (its slug), or null. */
export const headquartersOf: Derivation<string | null> = {
  name: 'headquarters',
  make: (site) => site.cities.find((c) => c.isHQ)?.slug ?? null,
}
