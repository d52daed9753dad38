import type { PublishedPosts } from './posts.ts'

/** What the server hands to the data hooks of the pages it renders per request. */
export interface PageServices {
  blog: PublishedPosts
  now: () => number
  /** Whether any account exists: before the first, /auth leads with creating the first administrator. */
  hasAccounts: () => boolean
}
