import { z } from 'zod'

/** The site's public address, used for canonical links, sitemap.xml and cookies; no trailing slash. */
export const SiteUrlSchema = z
  .url({ protocol: /^https?$/, message: 'must be an http(s) address like https://www.example.com' })
  .default('http://localhost:3000')
  .transform((url) => url.replace(/\/+$/, ''))

export const EnvSchema = z.object({
  PORT: z.coerce.number({ message: 'must be a port number' }).int('must be a whole number').min(1, 'must be 1-65535').max(65535, 'must be 1-65535').default(3000),
  DATABASE_PATH: z.string().min(1, 'must not be empty').default('data/site.db'),
  SITE_URL: SiteUrlSchema,
  CONTENT_DIR: z.string().min(1, 'must not be empty').default('content'),
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  /** Contact and booking requests accepted from one IP address in ten minutes. */
  LEADS_PER_TEN_MINUTES: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').default(5),
})
export type Env = z.output<typeof EnvSchema>

/** Parses the environment; a bad value throws an error naming the variable and what it must be. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(source)
  if (result.success) return result.data
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}=${JSON.stringify(source[String(issue.path[0])] ?? '')}: ${issue.message}`)
  throw new Error(`Invalid environment:\n${lines.join('\n')}`)
}

/** SITE_URL alone, for the build (canonical links are written into the prerendered pages). */
export function siteUrl(source: NodeJS.ProcessEnv = process.env): string {
  const result = SiteUrlSchema.safeParse(source.SITE_URL || undefined)
  if (!result.success) throw new Error(`Invalid environment:\n  SITE_URL=${JSON.stringify(source.SITE_URL)}: ${result.error.issues[0]?.message}`)
  return result.data
}
