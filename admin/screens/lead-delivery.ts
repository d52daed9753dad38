export type { LeadDeliveryStatus, LeadTargets } from '../../shared/lead-delivery.ts'

export const LEAD_DELIVERY = '/api/admin/settings/lead-delivery'
export const SETTINGS = '/api/admin/settings'
/** The dashboard's first-run checklist, which says whether lead emails are set up. */
export const CHECKLIST = '/api/admin/checklist'

/** "Leads go nowhere: …": the warning both Settings and the dashboard give when no target is set. */
export const NOWHERE =
  'Leads go nowhere right now: they are only stored here, and nobody is told when one arrives. A lead nobody reads within the hour is often a lost job.'
