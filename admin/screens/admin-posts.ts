/** The lists a change to a post refreshes: the admin's and the public blog's. */
export const LISTS = ['/api/admin/posts', '/api/blog/posts']
