/**
 * What an account may do. An administrator does everything; an editor writes the blog (posts,
 * categories, topics) and sees nothing of leads, settings or accounts.
 */
export const ROLES = ['administrator', 'editor'] as const
export type Role = (typeof ROLES)[number]

export const ROLE_LABELS: Record<Role, string> = {
  administrator: 'Administrator',
  editor: 'Editor',
}

/** Whether an account with role `has` may do what needs role `needs`. */
export const roleAllows = (has: Role, needs: Role) => has === 'administrator' || has === needs
