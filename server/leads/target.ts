import type { Forms } from '../../schemas/forms.ts'
import type { DB } from '../db/database.ts'
import type { TargetSource } from '../../shared/lead-delivery.ts'
import type { LeadTargets } from '../../shared/lead-delivery.ts'
import { getSettings } from '../admin-settings.ts'

/** One place a lead is sent to. */
export type DeliveryTarget =
  | { kind: 'email'; to: string[] }
  /** `privateNetwork`: an administrator named it as on the business's own network; else it must be public https when sent to. */
  | { kind: 'formsubmit' | 'webhook'; url: string; privateNetwork?: boolean }

/** The targets of saved settings, email first. */
function targetsOf(saved: LeadTargets): DeliveryTarget[] {
  return [
    ...(saved.emails.length ? [{ kind: 'email' as const, to: saved.emails }] : []),
    ...(saved.webhook
      ? [{ kind: 'webhook' as const, url: saved.webhook, privateNetwork: !!saved.privateNetwork }]
      : []),
    ...(saved.formsubmit
      ? [{ kind: 'formsubmit' as const, url: saved.formsubmit, privateNetwork: !!saved.privateNetwork }]
      : []),
  ]
}

/** Where leads go now, and why: the admin area's targets once saved (even none), else content/forms.yaml, else nowhere. */
export function currentTargets(db: DB, forms: Forms): { targets: DeliveryTarget[]; source: TargetSource } {
  const saved = getSettings(db).leadTargets
  if (saved) {
    const targets = targetsOf(saved)
    return { targets, source: targets.length ? 'settings' : 'none' }
  }
  return forms.forwarding ? { targets: [forms.forwarding], source: 'content' } : { targets: [], source: 'none' }
}

/**
 * How a target is recorded with each attempt (lead_deliveries.target), and so how a success is
 * matched to it later: `mailto:` and the addresses for email, the address for the others (as
 * before several targets existed, so earlier records still match).
 */
export function targetKey(target: DeliveryTarget): string {
  return target.kind === 'email' ? `mailto:${target.to.join(',')}` : target.url
}

/** A target in words: "Email to office@example.com", "Webhook https://…". */
export function targetText(target: DeliveryTarget): string {
  if (target.kind === 'email') return `Email to ${target.to.join(', ')}`
  const named = `${target.kind === 'webhook' ? 'Webhook' : 'Form forwarder'} ${target.url}`
  return target.privateNetwork ? `${named} (on our private network)` : named
}

/** A recorded target key in words, for attempts made to targets no longer in use too. */
export function targetKeyText(key: string): string {
  return key.startsWith('mailto:') ? `Email to ${key.slice('mailto:'.length).split(',').join(', ')}` : key
}

/** Whether a new lead has anywhere to go (else it is only stored). */
export function hasTargets(db: DB, forms: Forms): boolean {
  return currentTargets(db, forms).targets.length > 0
}

/** A target as the object of a sentence: "office@example.com (by email)", "the webhook https://…". */
export function targetName(target: DeliveryTarget): string {
  if (target.kind === 'email') return `${target.to.join(', ')} (by email)`
  return `the ${target.kind === 'webhook' ? 'webhook' : 'form forwarder'} ${target.url}`
}
