import type { LeadRoutingChange } from './lead-routing.ts'

/**
 * Where each lead goes and how that is going: the admin API's answers (GET/PUT /api/admin/settings,
 * GET /api/admin/settings/lead-delivery), written once for the server and the admin screens.
 */

/** Where each lead goes, as saved in Settings. */
export interface LeadTargets {
  emails: string[]
  webhook: string | null
  formsubmit: string | null
  /** The webhook and forwarder are on the business's private network on purpose: private and http addresses taken. */
  privateNetwork?: boolean
}

/** Where the targets in force come from: Settings; content/forms.yaml (until Settings are saved); or none: leads are only stored. */
export type TargetSource = 'settings' | 'content' | 'none'

/** Where lead emails stand: what the dashboard's first-run checklist and the Settings screen show. */
export interface LeadEmailStatus {
  /** The server has a mail server to send through (SMTP_HOST and SMTP_FROM set). */
  smtpConfigured: boolean
  /** The variables the person who runs the server must still set; empty when configured. */
  smtpMissing: string[]
  /** The addresses saved in Settings that get each lead. */
  recipients: string[]
  /** The owner said a test email arrived, sent to exactly these recipients. */
  testReceived: boolean
  /** When that was said (ms), or null. */
  testReceivedAt: number | null
}

/** A lead form of the live build and where it posts (its action made absolute); `action` null when the page is missing. */
export interface LiveForm {
  page: string
  action: string | null
  /** It posts to another origin than this site's: leads go there, not to this server. */
  elsewhere: boolean
}

/** Where leads go now and how that is going: for the Settings screen and the dashboard. */
export interface LeadDeliveryStatus {
  targets: { kind: 'email' | 'webhook' | 'formsubmit'; text: string }[]
  source: TargetSource
  /** content/forms.yaml's target, shown as what applies until Settings are saved. */
  contentTarget: string | null
  email: LeadEmailStatus
  /** The most recent failed attempt; `since` says whether its lead went through later, is still being retried, or failed. */
  latestFailure: {
    leadId: number
    target: string
    reason: string
    at: string
    when: string
    since: 'delivered' | 'retrying' | 'failed'
  } | null
  /** Leads that reached nobody: stored while no target was set, or failed after every retry. */
  unreached: { stored: number; failed: number }
  /** The business's time zone (content), which every time is shown in. */
  timeZone: string
  /** The lead forms of the live build, read from its HTML: what visitors' browsers really post to. */
  liveForms: LiveForm[]
  /** Every lead so far reached its targets: none unreached, none being retried, and the live forms post here. */
  allDelivered: boolean
  /** The latest changes to where leads go (shared/lead-routing.ts), newest first. */
  routingChanges: LeadRoutingChange[]
}
