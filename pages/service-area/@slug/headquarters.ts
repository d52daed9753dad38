import type { Derivation } from '../../../build/reads/derived.ts'

/** The city marked as the headquarters (its slug), or null: from the slugs of the cities so marked. */
export const headquartersOf: Derivation<string | null, string[]> = {
  name: 'headquarters',
  inputs: (site) => site.cities.filter((c) => c.isHQ).map((c) => c.slug),
  make: (marked) => marked[0] ?? null,
}
