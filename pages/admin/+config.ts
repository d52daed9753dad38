import type { Config } from 'vike/types'

/** Rendered per request: it depends on who is signed in. The page is one island, woken at load. */
export default {
  prerender: false,
} satisfies Config
