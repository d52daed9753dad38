import { isIP } from 'node:net'
import { z } from 'zod'

/** The site's public address, used for canonical links, sitemap.xml and cookies; no trailing slash. */
export const SiteUrlSchema = z
  .url({ protocol: /^https?$/, message: 'must be an http(s) address like https://www.example.com' })
  .default('http://localhost:3000')
  .transform((url) => url.replace(/\/+$/, ''))

/** Names Express gives to address ranges: 127.0.0.0/8 and ::1; 169.254.0.0/16 and fe80::/10; 10/8, 172.16/12, 192.168/16 and fc00::/7. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const version = isIP(address)
  if (!version || rest.length) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128)
}

/**
 * Which proxies' X-Forwarded-For and X-Forwarded-Proto to believe (Express's "trust proxy").
 * Unset or `false`: none, the address is the connection's own. A number: that many proxies in front
 * (`1` for one reverse proxy such as nginx or Caddy on the same machine). Or a comma-separated list
 * of the proxies' addresses, ranges (`10.0.0.0/8`) or `loopback`, `linklocal`, `uniquelocal`.
 */
export const TrustProxySchema = z
  .string()
  .trim()
  .default('false')
  .transform((value, context): false | number | string[] => {
    if (value === '' || value === 'false' || value === '0') return false
    if (/^\d+$/.test(value)) return Number(value)
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    const wrong = entries.filter((entry) => !isAddressOrRange(entry))
    if (value === 'true' || wrong.length || !entries.length) {
      context.addIssue({
        code: 'custom',
        message: `must be false, a number of proxies (1 for one), or a comma-separated list of proxy addresses or ranges${wrong.length && value !== 'true' ? `; not an address: ${wrong.join(', ')}` : ''}${value === 'true' ? ' ("true" would believe any client that claims to be a proxy)' : ''}`,
      })
      return z.NEVER
    }
    return entries
  })

export const EnvSchema = z.object({
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(1, 'must be 1-65535')
    .max(65535, 'must be 1-65535')
    .default(3000),
  DATABASE_PATH: z.string().min(1, 'must not be empty').default('data/site.db'),
  SITE_URL: SiteUrlSchema,
  CONTENT_DIR: z.string().min(1, 'must not be empty').default('content'),
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  /** Contact and booking requests accepted from one IP address in ten minutes. */
  TRUST_PROXY: TrustProxySchema,
  LEADS_PER_TEN_MINUTES: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(5),
})
export type Env = z.output<typeof EnvSchema>

/** Parses the environment; a bad value throws an error naming the variable and what it must be. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // A variable set to nothing (`SITE_URL= npm run serve`) counts as not set.
  const result = EnvSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')))
  if (result.success) return result.data
  const lines = result.error.issues.map(
    (issue) => `  ${issue.path.join('.')}=${JSON.stringify(source[String(issue.path[0])] ?? '')}: ${issue.message}`,
  )
  throw new Error(`Invalid environment:\n${lines.join('\n')}`)
}

/** SITE_URL alone, for the build (canonical links are written into the prerendered pages). */
export function siteUrl(source: NodeJS.ProcessEnv = process.env): string {
  const result = SiteUrlSchema.safeParse(source.SITE_URL || undefined)
  if (!result.success)
    throw new Error(
      `Invalid environment:\n  SITE_URL=${JSON.stringify(source.SITE_URL)}: ${result.error.issues[0]?.message}`,
    )
  return result.data
}

/**
 * Where a person reaches this server's pages: SITE_URL when it was set, else the port this server
 * really listens on (the default SITE_URL names port 3000 whatever PORT says).
 */
export function localAddress(env: Env, source: NodeJS.ProcessEnv = process.env): string {
  return source.SITE_URL ? env.SITE_URL : `http://localhost:${env.PORT}`
}
