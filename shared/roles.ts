/**
 * What an account may do. An administrator does everything; an editor writes the blog (posts,
 * categories, topics); a site editor changes the site's content (Site content: the business's
 * details, cities, services, pages). Neither editor sees leads, settings or accounts.
 */
export const ROLES = ['administrator', 'editor', 'site-editor'] as const
export type Role = (typeof ROLES)[number]

export const ROLE_LABELS: Record<Role, string> = {
  administrator: 'Administrator',
  editor: 'Blog editor',
  'site-editor': 'Site editor',
}

/** Who may use something: one role, or any of several (an administrator always may). */
export type Need = Role | readonly Role[]

/** Every account, whatever its role: the dashboard, one's own account and sessions. */
export const EVERYONE: Need = ROLES

/** Whether an account with role `has` may do what needs `needs`. */
export const roleAllows = (has: Role, needs: Need) =>
  has === 'administrator' || (typeof needs === 'string' ? has === needs : needs.includes(has))

/** Who may do what needs `needs`, in words: "site editors", "blog editors or site editors". */
export const whoMay = (needs: Need) =>
  (typeof needs === 'string' ? [needs] : needs.filter((role) => role !== 'administrator'))
    .map((role) => `${ROLE_LABELS[role].toLowerCase()}s`)
    .join(' or ')
