import { isIP } from 'node:net'
import { z } from 'zod'

/** The site's public address, used for canonical links, sitemap.xml and cookies; no trailing slash. */
const SiteUrlSchema = z
  .url({ protocol: /^https?$/, message: 'must be an http(s) address like https://www.example.com' })
  .default('http://localhost:3000')
  .transform((url) => url.replace(/\/+$/, ''))

/** Names Express gives to address ranges: 127.0.0.0/8 and ::1; 169.254.0.0/16 and fe80::/10; 10/8, 172.16/12, 192.168/16 and fc00::/7. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isAddressOrRange(entry: string) {
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
const TrustProxySchema = z
  .string()
  .trim()
  .default('false')
  .transform((value, context) => {
    if (value === '' || value === 'false' || value === '0') return false as const
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

const count = (what: string) =>
  z.coerce
    .number({ message: `must be ${what}` })
    .int('must be a whole number')
    .min(1, 'must be at least 1')

/** A folder or file path. */
const path = () => z.string().min(1, 'must not be empty')

/**
 * Every environment variable the product reads, with its default: the server, the build, the
 * development server, `validate`, `admin:create`, the tests and the bench all read them here. The
 * README's table lists the same names and defaults (tests/readme-env.test.ts checks it). The
 * description of each is what the README says it does.
 */
export const EnvSchema = z.object({
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(1, 'must be 1-65535')
    .max(65535, 'must be 1-65535')
    .default(3000)
    .describe('serve, dev: the port to listen on'),
  HOST: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .default('localhost')
    .describe('dev: the address to listen on (0.0.0.0 or :: for every one)'),
  DATABASE_PATH: path().default('data/site.db').describe('serve, admin:create, backup: the SQLite database file'),
  SITE_URL: SiteUrlSchema.describe('build, serve: the public address in canonical links, sitemap.xml and cookies'),
  CONTENT_DIR: path().default('content').describe('build, dev, validate, serve: the content folder'),
  BUILD_DIR: path().default('dist').describe('build, serve: the link to the current build'),
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production').describe('serve: the mode'),
  TRUST_PROXY: TrustProxySchema.describe('serve: whose X-Forwarded-For and X-Forwarded-Proto to believe'),
  LEADS_PER_TEN_MINUTES: count('a number')
    .default(5)
    .describe('serve: requests from one address in ten minutes taken as ordinary leads; more are held for review'),
  SMTP_HOST: z.string().trim().optional().describe('serve: the mail server that sends lead emails (unset: no emails)'),
  SMTP_PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(1, 'must be 1-65535')
    .max(65535, 'must be 1-65535')
    .default(587)
    .describe("serve: the mail server's port"),
  SMTP_TLS: z
    .enum(['starttls', 'tls', 'none'], { message: 'must be starttls, tls or none' })
    .default('starttls')
    .describe('serve: how the connection to the mail server is encrypted'),
  SMTP_USER: z.string().optional().describe('serve: the user name the mail server signs in with'),
  SMTP_PASSWORD: z.string().optional().describe("serve: that user's password (only ever in the environment)"),
  SMTP_FROM: z
    .email({ message: 'must be an email address like leads@example.com' })
    .optional()
    .describe('serve: the sender address of lead emails, one the mail server lets you send from'),
  PRERENDER_PROCESSES: count('a number of processes')
    .optional()
    .describe('build: prerender processes (default: one per core)'),
  BUNDLE_STORE: path()
    .optional()
    .describe('build: a folder of bundles by code, from which a build takes one Vite made of the same code before'),
  ADMIN_PASSWORD: z.string().optional().describe('admin:create: the password, instead of asking for it'),
  CHROMIUM_PATH: path()
    .optional()
    .describe('test, bench, lighthouse: the Chromium to drive (unset: /usr/bin/chromium, else the packaged one)'),
  SKIP_BUILD: z
    .enum(['', '0', '1'], { message: 'must be 1 or unset' })
    .default('')
    .transform((value) => value === '1')
    .describe('test: use the current build instead of building first'),
  INCREMENTAL_SEQUENCES: count('a number of sequences')
    .default(4)
    .describe('test: random edit sequences the incremental-build test compares with full builds'),
  BENCH_RUNS: count('a number of runs').default(3).describe('bench: builds per content set (figures are medians)'),
  BENCH_SETS: z
    .string()
    .default('real,1000,5000')
    .describe('bench: the content sets to build: real, or a number of synthetic cities'),
  LIGHTHOUSE_RUNS: count('a number of runs').default(5).describe('lighthouse, bench: runs per page (medians)'),
})

export type Env = z.output<typeof EnvSchema>
export type EnvName = keyof Env

/**
 * Variables `npm run build` sets for its own processes, never for a person to set: the folder
 * Vite builds into, the build whose bundle a render process loads, the checked content
 * handed from the content check to the renderer, and whether Vite lists the bundle's files
 * (`npm run build -- --verbose`).
 */
export const BUILD_HANDOFF = {
  output: 'BUILD_OUTPUT',
  bundle: 'BUILD_BUNDLE',
  siteSnapshot: 'SITE_SNAPSHOT',
  verbose: 'BUILD_VERBOSE',
} as const

/**
 * The environment, checked: a bad value throws an error naming the variable and what it must be.
 * With `names`, only those are read and checked (the build has no use for PORT).
 */
export function readEnv<Name extends EnvName = EnvName>(
  source: NodeJS.ProcessEnv = process.env,
  names?: Name[],
): Pick<Env, Name> {
  // The schema of `names` only: Zod types a pick by its literal mask, which a list of names cannot give.
  const schema: z.ZodType = names
    ? EnvSchema.pick(Object.fromEntries(names.map((name) => [name, true])) as Record<EnvName, true>)
    : EnvSchema
  // A variable set to nothing (`SITE_URL= npm run serve`) counts as not set.
  const result = schema.safeParse(Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')))
  if (result.success) return result.data as Pick<Env, Name>
  const lines = result.error.issues.map(
    (issue) => `  ${issue.path.join('.')}=${JSON.stringify(source[String(issue.path[0])] ?? '')}: ${issue.message}`,
  )
  throw new Error(`Invalid environment:\n${lines.join('\n')}`)
}

/**
 * Where a person reaches this server's pages: SITE_URL when it was set, else the port this server
 * really listens on (the default SITE_URL names port 3000 whatever PORT says).
 */
export function localAddress(env: Pick<Env, 'SITE_URL' | 'PORT'>, source: NodeJS.ProcessEnv = process.env) {
  return source.SITE_URL ? env.SITE_URL : `http://localhost:${env.PORT}`
}
