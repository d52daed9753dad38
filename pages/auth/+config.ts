import type { Config } from 'vike/types'

/** Rendered per request (it depends on who is signed in) and hydrated whole, with the admin area's data library. */
export default {
  prerender: false,
  hydration: 'page',
  clientHooks: true,
} satisfies Config
