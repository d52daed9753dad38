import type { Config } from 'vike/types'

/** Rendered per request: it shows what the database holds. Its filters are an island. */
export default {
  prerender: false,
} satisfies Config
