import { z } from 'zod'

/**
 * An account's username, as sign-up (server/routes/auth.ts) and `npm run admin:create` take it. It
 * names the author of every content change committed to git (server/content/git.ts), so it is
 * limited to what git keeps as given: git drops dots at either end of a name (`owner.` becomes
 * `owner`, `.git` becomes `git`) and refuses a name left empty (`...`).
 */
export const UsernameSchema = z
  .string({ message: 'must be text' })
  .trim()
  .min(3, 'must be at least 3 characters')
  .max(40, 'must be at most 40 characters')
  .regex(/^[A-Za-z0-9._-]+$/, 'may only use letters, digits, dots, hyphens and underscores')
  .regex(/^[A-Za-z0-9].*[A-Za-z0-9]$/, 'must begin and end with a letter or a digit')
