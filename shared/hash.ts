import { createHash } from 'node:crypto'

/**
 * A short hash of text or bytes, by which builds compare what they were made from (files, values,
 * code); not for secrets. The same input always hashes the same.
 */
export const hash = (input: string | Uint8Array) => createHash('sha1').update(input).digest('base64url').slice(0, 16)
