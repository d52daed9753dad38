import { hash, verify, type Algorithm } from '@node-rs/argon2'
import type { MatchExtended, ZxcvbnFactory } from '@zxcvbn-ts/core'
import passwordList from 'fxa-common-password-list'
import { z } from 'zod'

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const ARGON2 = {
  algorithm: 2 satisfies Algorithm.Argon2id as Algorithm,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
}

export const PASSWORD_MIN = 12
export const PASSWORD_MAX = 128
const TOO_SHORT = `must be at least ${PASSWORD_MIN} characters; a few unrelated words together make a strong password that is easy to remember`
const TOO_LONG = `must be at most ${PASSWORD_MAX} characters`
/** What to do instead of a common password. */
const LONGER = 'Try a longer phrase of several unrelated words'

/** The cheap rules, for request schemas: text of the right length. passwordProblem adds the rest once the request is allowed. */
export const PasswordShape = z
  .string({ message: 'must be text' })
  .min(PASSWORD_MIN, TOO_SHORT)
  .max(PASSWORD_MAX, TOO_LONG)

/** zxcvbn's 0–4 scale; 3 means "safely unguessable" against an offline attack on a slow hash like ours. */
const MIN_SCORE = 3

/**
 * zxcvbn's time grows steeply with length, so it judges only the first 24 characters (after
 * separators are taken out). Characters after those only add strength, so a strong start is
 * enough; a password that starts "garagedoorgaragedoor" is refused however it goes on.
 * Figures: docs/decisions/0003-sessions-and-accounts.md.
 */
const ESTIMATED_LENGTH = 24

/** Words anyone attacking an admin sign-in tries first, whatever the business. */
const ACCOUNT_WORDS = ['admin', 'administrator', 'login', 'signin', 'website']

let estimator: Promise<ZxcvbnFactory> | null = null

/**
 * The estimator, loaded with the first password it judges and kept: its dictionaries are slow to
 * load, which a server start should not pay. Server-only (the dictionaries weigh megabytes): never
 * import this file from pages or components. Levenshtein matching is off and l33t substitutions are
 * few, as both multiply the work of every check; the l33t and dictionary matchers still catch near
 * misses of common passwords. Figures: docs/decisions/0003-sessions-and-accounts.md.
 */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([core, common, en]) =>
      new core.ZxcvbnFactory({
        translations: en.translations,
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...en.dictionary, userInputs: ACCOUNT_WORDS },
        maxLength: ESTIMATED_LENGTH,
        l33tMaxSubstitutions: 5,
      }),
  )
  return estimator
}

/** Who is choosing the password: words from these make it easy to guess. */
export interface PasswordContext {
  /** Their username. */
  username?: string
  /** The business's own words (see siteWords). */
  siteWords?: readonly string[]
}

/** Longest run of neighboring words joined into one guessable word ("garagedoorrepair"). */
const MAX_RUN = 3

/**
 * The words of the business's name, tagline, town and domain, alone and run together ("Gulfline
 * Garage Door Co." gives gulfline, garage, door, garagedoor, gulflinegaragedoor…), because those are
 * what someone guessing at this site's passwords tries first.
 */
export function siteWords(
  business: { name: string; tagline?: string; address?: { locality?: string } },
  siteUrl?: string,
): string[] {
  const phrases = [business.name, business.tagline ?? '', business.address?.locality ?? '']
  if (siteUrl) {
    const labels = new URL(siteUrl).hostname.replace(/^www\./, '').split('.')
    phrases.push(...(labels.length > 1 ? labels.slice(0, -1) : labels)) // not the top-level domain
  }
  const words = new Set<string>()
  for (const phrase of phrases) {
    const parts = splitWords(phrase)
    for (let start = 0; start < parts.length; start++) {
      for (let end = start + 1; end <= Math.min(parts.length, start + MAX_RUN); end++) {
        const word = parts.slice(start, end).join('')
        if (word.length >= 3) words.add(word)
      }
    }
  }
  return [...words]
}

function splitWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/** Spaces and punctuation between the parts of a passphrase. */
const SEPARATORS = /[\s\-_.,:;+~|/\\*#]+/g

/**
 * Why this password would be refused, or null when it is acceptable. The reason names no field and
 * reads on from one: "(This password) is too easy to guess: it is a common word followed by a year.
 * Add another word or two" (shared/field-errors.ts makes the sentence). It is
 * acceptable: 12 to 128 characters, not on Mozilla's list of the most common passwords, and rated
 * at least "safely unguessable" by zxcvbn knowing the username and the business's words.
 * Costs up to about 20 ms (plus loading the estimator, the first time): call it only once the
 * request is known to be allowed (invite, session).
 */
export async function passwordProblem(password: string, context: PasswordContext = {}): Promise<string | null> {
  if (password.length < PASSWORD_MIN) return TOO_SHORT
  if (password.length > PASSWORD_MAX) return TOO_LONG
  if (passwordList.test(password)) return `is too easy to guess: it appears in lists of common passwords. ${LONGER}`
  const username = context.username?.trim().toLowerCase() ?? ''
  const usernameWords = splitWords(username)
  const own = new Set(username ? [username, usernameWords.join(''), ...usernameWords] : [])
  // Judged without separators: zxcvbn prices "Garage-Door-2026" far above "GarageDoor2026" (it
  // charges each extra piece as if it were random), but guessers try the usual separators first.
  const result = (await loadEstimator()).check(password.replace(SEPARATORS, ''), [...(context.siteWords ?? []), ...own])
  if (result.score >= MIN_SCORE) return null
  const reason = describe(result.sequence, own)
  const advice = result.sequence.some((m) => m.pattern === 'repeat')
    ? 'Avoid repeating parts, and add another word or two'
    : 'Add another word or two'
  return `is too easy to guess${reason ? `: ${reason}` : ''}. ${advice}`
}

/** What made zxcvbn's best guess cheap, in words: "it is a common word followed by a year". */
function describe(sequence: MatchExtended[], own: Set<string>): string {
  const parts: string[] = []
  let random = false
  for (const match of sequence) {
    const part = describeMatch(match, own)
    if (part === null) random = true
    else if (parts.at(-1) !== part) parts.push(part)
  }
  if (parts.length === 0) return ''
  return `it is ${random ? 'mostly ' : ''}${parts.join(' followed by ')}`
}

/** One piece of the password, or null for the parts zxcvbn had to brute-force. */
function describeMatch(match: MatchExtended, own: Set<string>): string | null {
  switch (match.pattern) {
    case 'dictionary': {
      const name = String(match.dictionaryName)
      const word = String(match.matchedWord)
      let what: string
      if (name === 'userInputs')
        what = own.has(word)
          ? 'your username'
          : ACCOUNT_WORDS.includes(word)
            ? 'a word like "admin"'
            : "the business's name or town"
      else if (name.startsWith('passwords')) what = 'a common password'
      else if (name.startsWith('firstnames') || name.startsWith('lastnames')) what = 'a common name'
      else what = 'a common word'
      if (match.l33t) what += ' with look-alike swaps such as 0 for o'
      if (match.reversed) what += ' spelled backwards'
      return what
    }
    case 'date':
      return 'a date'
    case 'regex':
      return match.regexName === 'recentYear' ? 'a year' : 'a predictable pattern'
    case 'wordSequence':
      return 'a well-known series like the days of the week'
    case 'sequence':
      return 'a run of characters like abc or 123'
    case 'repeat':
      return 'the same characters repeated'
    case 'spatial':
      return 'a pattern of neighboring keys like qwerty'
    default:
      return null // bruteforce and separators: the parts that had to be guessed blind
  }
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2)
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false)
}

/** Verifying against this when the username is unknown makes that answer take as long as a wrong password. */
export const DUMMY_HASH = await hashPassword('not-a-real-password-for-timing')
