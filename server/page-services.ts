import type { BlogStore } from './db/blog.ts'

/** What the server hands to the data hooks of the pages it renders per request. */
export interface PageServices {
  blog: BlogStore
  now: () => number
}
