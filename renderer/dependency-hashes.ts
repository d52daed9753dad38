import { createHash } from 'node:crypto'
import type { Site } from '../schemas/site.ts'
import { ABSENT, valueAt } from './dependency-keys.ts'

/** A short hash of a value; the same value always hashes the same. */
export function hashValue(value: unknown): string {
  const text = value === ABSENT ? '\0absent' : value === undefined ? '\0undefined' : JSON.stringify(value)
  return createHash('sha1').update(text).digest('base64url').slice(0, 16)
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
