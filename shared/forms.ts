/** The site's two lead forms: /contact and /booking. */
export type LeadKind = 'contact' | 'booking'

/** Where a form posts and the hidden fields it carries, as the page's data hook decided from content. */
export interface FormTarget {
  /** `server`: this site's server stores the lead (and the browser submits with fetch when it can); `static`: a plain post to a forwarder. */
  mode: 'server' | 'static'
  action: string
  hidden: { name: string; value: string }[]
}

export interface Choice {
  value: string
  label: string
}

/** The optional box that asks to text the visitor about their request: its wording and that wording's version (shared/text-consent.ts). */
export interface TextConsentBox {
  text: string
  version: string
}

/** The box's field: `yes` when ticked, absent when not. Its hidden companion carries the wording's version. */
export const TEXT_CONSENT = 'textConsent'
export const TEXT_CONSENT_VERSION = 'textConsentVersion'

export type FormValues = Partial<Record<string, string>>

/**
 * The `servedAt` of a lead form on a page every visitor shares (prerendered, kept by caches): it
 * says the post came from a page of this site, not when the page was opened; with JavaScript the
 * form measures how long it was open itself (`elapsed`). A form the server sends back with its
 * errors carries the time it was first served instead (server/leads/spam.ts).
 */
export const SHARED_PAGE = 'page'

/** A form sent back by the server: what was typed, and what was wrong. */
export interface FormState {
  values: Record<string, string>
  errors: Record<string, string>
  formError?: string
  /** When the form was first served: a form sent back keeps it, as the visitor has had it open since. */
  servedAt?: string
  /** A fresh form key for the form sent back: that answer is the visitor's alone (server/leads/form-key.ts). */
  formKey?: string
}
