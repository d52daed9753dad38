import { hash, verify, type Algorithm } from '@node-rs/argon2'
import passwordList from 'fxa-common-password-list'
import { z } from 'zod'

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const ARGON2 = { algorithm: 2 satisfies Algorithm.Argon2id as Algorithm, memoryCost: 19456, timeCost: 2, parallelism: 1 }

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

export const PasswordSchema = z
  .string({ message: 'must be text' })
  .min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters`)
  .refine((password) => !passwordList.test(password), 'is one of the most common passwords; choose another')

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2)
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false)
}

/** Verifying against this when the username is unknown makes that answer take as long as a wrong password. */
export const DUMMY_HASH = await hashPassword('not-a-real-password-for-timing')
