import { z } from 'zod'
import type { AdminSettings } from '../shared/admin-api.ts'
import type { LeadTargets } from '../shared/lead-delivery.ts'
import type { DB } from './db/database.ts'
import { readSettings, writeSettings } from './db/settings.ts'
import { parseInput } from './http-errors.ts'
import { forwardAddressProblem } from '../shared/public-address.ts'

const httpAddress = z.url({
  protocol: /^https?$/,
  message: 'must be an http(s) address, like https://hooks.example.com/leads',
})

/**
 * Where each stored lead is sent; overrides content/forms.yaml once saved. Every target set is
 * served (email and a webhook, say); all empty means leads are only stored. As saved: read back
 * as it is (a target saved before the public-address rule still shows, and fails at send time).
 */
const SavedLeadTargets = z.strictObject({
  /** Who gets an email of each lead. */
  emails: z
    .array(
      z
        .string()
        .trim()
        .pipe(z.email({ message: 'must be an email address, like office@example.com' })),
    )
    .max(10, 'at most 10 addresses')
    .refine((list) => new Set(list.map((a) => a.toLowerCase())).size === list.length, 'lists an address twice'),
  /** A JSON POST of each lead, for a CRM or an automation service. */
  webhook: httpAddress.nullable(),
  /** A FormSubmit-compatible form forwarder's address. */
  formsubmit: httpAddress.nullable(),
  /**
   * The webhook and the forwarder are on the business's own network, on purpose (a CRM in the
   * office): a private, loopback or plain-http address is then taken, and sent to as it is.
   */
  privateNetwork: z.boolean().optional(),
}) satisfies z.ZodType<LeadTargets>

/**
 * Lead targets as an administrator saves them: the webhook and the forwarder public https
 * addresses, unless they said the targets are on their private network.
 */
export const LeadTargetsSchema = SavedLeadTargets.superRefine((targets, ctx) => {
  if (targets.privateNetwork) return
  for (const key of ['webhook', 'formsubmit'] as const) {
    const why = targets[key] && forwardAddressProblem(targets[key])
    if (why)
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `${why}, or choose “This is on our private network” if it is, on purpose`,
      })
  }
})

/** The settings the admin area edits. Absent values fall back to content/. */
export const SettingsSchema = z.strictObject({
  leadTargets: LeadTargetsSchema.optional(),
}) satisfies z.ZodType<AdminSettings>

/** The single target saved before several could be active at once; read into `leadTargets` while no newer value is saved. */
const LegacyForwarding = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.enum(['formsubmit', 'webhook']), url: z.string() }),
])

/** A test email the owner said arrived, and for which addresses: it counts only while those are still the recipients. */
export const EmailTestSchema = z.object({ recipients: z.array(z.string()), confirmedAt: z.number() })
export type EmailTest = z.output<typeof EmailTestSchema>

export function getSettings(db: DB): AdminSettings {
  const raw = readSettings(db)
  const targets = SavedLeadTargets.safeParse(raw.leadTargets)
  if (targets.success) return { leadTargets: targets.data }
  const legacy = LegacyForwarding.safeParse(raw.leadForwarding)
  if (!legacy.success) return {}
  const { data } = legacy
  return {
    leadTargets: {
      emails: [],
      webhook: data.kind === 'webhook' ? data.url : null,
      formsubmit: data.kind === 'formsubmit' ? data.url : null,
    },
  }
}

/** Validates a partial update and saves it; returns all settings. */
export function updateSettings(db: DB, body: unknown, now: number): AdminSettings {
  const changes = parseInput(SettingsSchema, body)
  writeSettings(db, changes, now)
  return getSettings(db)
}

/** The test email confirmed as received, if any. */
export function getEmailTest(db: DB): EmailTest | null {
  const parsed = EmailTestSchema.safeParse(readSettings(db).leadEmailTest)
  return parsed.success ? parsed.data : null
}

export function saveEmailTest(db: DB, test: EmailTest, now: number): void {
  writeSettings(db, { leadEmailTest: test }, now)
}
