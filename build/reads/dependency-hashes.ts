import type { Site } from '../../schemas/site.ts'
import { hash } from '../../shared/hash.ts'
import { ABSENT, collectionEntries, LOOKUPS, valueAt } from './dependency-keys.ts'

/** A short hash of a value; the same value always hashes the same. */
export function hashValue(value: unknown): string {
  const text = value === ABSENT ? '\0absent' : value === undefined ? '\0undefined' : JSON.stringify(value)
  return hash(text)
}

/** Hashes of keys' values in one site, each worked out once. */
export class ValueHashes {
  private readonly hashes = new Map<string, string>()
  constructor(private readonly site: Site) {}

  of(key: string): string {
    let hash = this.hashes.get(key)
    if (hash === undefined) this.hashes.set(key, (hash = hashValue(valueAt(this.site, key))))
    return hash
  }

  /** Every key hashed so far. */
  all(): Record<string, string> {
    return Object.fromEntries([...this.hashes].sort(([a], [b]) => (a < b ? -1 : 1)))
  }
}

/** The hash of every collection entry of `site` (a city, a service, a product, a post), by its file. */
export function entryHashes(site: Site): Record<string, string> {
  return Object.fromEntries(collectionEntries(site).map(([file, entry]) => [file, hashValue(entry)]))
}

/** The hash of each of the site's lookups (dependency-keys.ts LOOKUPS), by its name: the same hash, every member the same. */
export function lookupHashes(site: Site): Record<string, string> {
  return Object.fromEntries(LOOKUPS.map((name) => [name, hashValue(site[name])]))
}
