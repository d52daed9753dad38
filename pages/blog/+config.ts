import type { Config } from 'vike/types'

export default {
  // Posts live in the database and change without a rebuild: rendered on each request.
  prerender: false,
} satisfies Config
