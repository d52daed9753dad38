/**
 * Where leads go, as one value: what the server records and compares to notice a change by any
 * path (Settings, Site content, a content file edited by hand or pulled with git), and the words
 * the dashboard and the notice email say it in.
 */
export interface LeadRouting {
  /** `server`: the forms post to this server; `static`: straight to `staticForwarder`, nothing stored here. */
  mode: 'server' | 'static'
  /** The forwarder the forms post to in static mode (content/forms.yaml), else null. */
  staticForwarder: string | null
  /** The targets each stored lead is sent to, in words ("Email to office@example.com"). */
  targets: string[]
  /** The addresses each lead is emailed to: they hear of a change that takes leads from them. */
  emails: string[]
}

/** Whether two routings send leads to the same places. */
export const sameRouting = (a: LeadRouting, b: LeadRouting) =>
  a.mode === b.mode &&
  a.staticForwarder === b.staticForwarder &&
  a.targets.join('\n') === b.targets.join('\n') &&
  a.emails.join('\n') === b.emails.join('\n')

/** A routing in words: "the forms post straight to https://…; nothing is stored here", "each lead goes to: …". */
export function routingWords(routing: LeadRouting): string {
  if (routing.mode === 'static')
    return `the forms post straight to ${routing.staticForwarder ?? 'no forwarder'}; leads are not stored here`
  if (!routing.targets.length) return 'the forms post to this server; leads are only stored, sent nowhere'
  return `the forms post to this server; each lead goes to: ${routing.targets.join('; ')}`
}

/** A change to where leads go, as the dashboard shows it. */
export interface LeadRoutingChange {
  /** When, in the business's time ("Thu, Nov 26, 2:05 PM EST"). */
  when: string
  /** Who: an account's name, or "a content file" (edited by hand or pulled with git). */
  by: string
  before: string
  after: string
}
