import { EVERYONE, roleAllows, type Need, type Role } from '../shared/roles.ts'

/** One screen of the admin area: its address, its name in the menu and its heading, and who may use it. */
export interface AdminSection {
  section: string
  href: string
  label: string
  title: string
  role: Need
}

/** The admin area's screens, in menu order. Blog editors see the blog's, site editors Site content; administrators, all. */
export const ADMIN_SECTIONS: AdminSection[] = [
  { section: 'dashboard', href: '/admin', label: 'Dashboard', title: 'Dashboard', role: EVERYONE },
  { section: 'posts', href: '/admin/posts', label: 'Posts', title: 'Blog Posts', role: 'editor' },
  { section: 'categories', href: '/admin/categories', label: 'Categories', title: 'Categories', role: 'editor' },
  { section: 'tags', href: '/admin/tags', label: 'Topics', title: 'Topics', role: 'editor' },
  { section: 'content', href: '/admin/content', label: 'Site content', title: 'Site Content', role: ['site-editor'] },
  { section: 'leads', href: '/admin/leads', label: 'Leads', title: 'Leads', role: 'administrator' },
  { section: 'reports', href: '/admin/reports', label: 'Reports', title: 'Reports', role: 'administrator' },
  { section: 'accounts', href: '/admin/accounts', label: 'Accounts', title: 'Accounts', role: 'administrator' },
  { section: 'settings', href: '/admin/settings', label: 'Settings', title: 'Settings', role: 'administrator' },
  { section: 'account', href: '/admin/account', label: 'Your account', title: 'Your Account', role: EVERYONE },
]

export const adminSection = (section: string) => ADMIN_SECTIONS.find((each) => each.section === section)

/** The screens an account with this role may open. */
export const sectionsFor = (role: Role) => ADMIN_SECTIONS.filter((each) => roleAllows(role, each.role))
