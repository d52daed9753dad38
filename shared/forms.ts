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

export type FormValues = Partial<Record<string, string>>

/** Placeholders in prerendered pages that the server fills per request, so each form carries a fresh key and the time it was served. */
export const FORM_KEY_PLACEHOLDER = '__form_key__'
export const FORM_TIME_PLACEHOLDER = '__form_served_at__'

/** A form sent back by the server: what was typed, and what was wrong. */
export interface FormState {
  values: Record<string, string>
  errors: Record<string, string>
  formError?: string
  /** When the form was first served: a form sent back keeps it, as the visitor has had it open since. */
  servedAt?: string
}
