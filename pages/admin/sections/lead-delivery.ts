/** Where each lead goes, as saved in Settings (GET/PUT /api/admin/settings). */
export interface LeadTargets {
  emails: string[]
  webhook: string | null
  formsubmit: string | null
}

/** Where leads go now and how that is going (GET /api/admin/settings/lead-delivery). */
export interface LeadDeliveryStatus {
  targets: { kind: 'email' | 'webhook' | 'formsubmit'; text: string }[]
  /** Saved in Settings; content/forms.yaml (until Settings are saved); or none: leads are only stored. */
  source: 'settings' | 'content' | 'none'
  contentTarget: string | null
  email: {
    smtpConfigured: boolean
    smtpMissing: string[]
    recipients: string[]
    testReceived: boolean
    testReceivedAt: number | null
  }
  latestFailure: {
    leadId: number
    target: string
    reason: string
    at: string
    when: string
    since: 'delivered' | 'retrying' | 'failed'
  } | null
  unreached: { stored: number; failed: number }
  /** The business's time zone (content), which every time is shown in. */
  timeZone: string
}

export const LEAD_DELIVERY = '/api/admin/settings/lead-delivery'
export const SETTINGS = '/api/admin/settings'
/** The dashboard's first-run checklist, which says whether lead emails are set up. */
export const CHECKLIST = '/api/admin/checklist'

/** "Leads go nowhere: …": the warning both Settings and the dashboard give when no target is set. */
export const NOWHERE =
  'Leads go nowhere right now: they are only stored here, and nobody is told when one arrives. A lead nobody reads within the hour is often a lost job.'
