/** One thing a new site needs before it can be trusted with real customers, and how to do it (GET /api/admin/checklist). */
export interface ChecklistItem {
  id: 'address' | 'lead-email' | 'backup' | 'second-person'
  done: boolean
  title: string
  /** What to do (or, once done, what is true), in words the owner can act on. */
  detail: string
  /** Where to do it, and the link's words. */
  href: string
  action: string
}
