import type { Site } from '../../schemas/site.ts'
import { hash } from '../../shared/hash.ts'
import { ABSENT, collectionEntries, valueAt, type Derivations } from './dependency-keys.ts'

/** A short hash of a value; the same value always hashes the same. */
export function hashValue(value: unknown): string {
  const text = value === ABSENT ? '\0absent' : value === undefined ? '\0undefined' : JSON.stringify(value)
  return hash(text)
}

/** Hashes of keys' values in one site, each worked out once. */
export class ValueHashes {
  private readonly hashes = new Map<string, string>()
  /** `derivations` work out derived keys' values (pages/derived.ts); a recording page hands them over instead. */
  constructor(
    private readonly site: Site,
    private readonly derivations: Derivations = {},
  ) {}

  of(key: string): string {
    let hash = this.hashes.get(key)
    if (hash === undefined) this.hashes.set(key, (hash = hashValue(valueAt(this.site, key, this.derivations))))
    return hash
  }

  /** Hashes the value a page was handed under a derived key (build/reads/derived.ts). */
  derived(key: string, value: unknown): void {
    if (!this.hashes.has(key)) this.hashes.set(key, hashValue(value))
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

/** The hash of each derivation's inputs in `site` (build/reads/derived.ts), by its name. */
export function derivationHashes(site: Site, inputs: Record<string, (site: Site) => unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(inputs).map(([name, of]) => [name, hashValue(of(site))]))
}
