import { hash as digest } from 'node:crypto'

/**
 * A short hash of text or bytes, by which builds compare what they were made from (files, values,
 * code); not for secrets. The same input always hashes the same. One call, without a Hash object:
 * a build hashes some hundred thousand small values.
 */
export const hash = (input: string | Uint8Array) => digest('sha1', input, 'base64url').slice(0, 16)
