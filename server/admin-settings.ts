import { z } from 'zod'
import type { DB } from './db/database.ts'
import { readSettings, writeSettings } from './db/settings.ts'
import { parseInput } from './http-errors.ts'

/** Settings the admin area edits. Absent values fall back to content/. */
export const SettingsSchema = z.strictObject({
  /** Where stored leads are forwarded; overrides content/forms.yaml when set. */
  leadForwarding: z
    .discriminatedUnion(
      'kind',
      [
        z.strictObject({ kind: z.literal('none') }),
        z.strictObject({
          kind: z.literal('formsubmit'),
          url: z.url({ protocol: /^https?$/, message: 'must be an http(s) address' }),
        }),
        z.strictObject({
          kind: z.literal('webhook'),
          url: z.url({ protocol: /^https?$/, message: 'must be an http(s) address' }),
        }),
      ],
      { message: 'kind must be "none", "formsubmit" or "webhook"' },
    )
    .optional(),
})
export type Settings = z.output<typeof SettingsSchema>

export function getSettings(db: DB): Settings {
  const parsed = SettingsSchema.safeParse(readSettings(db))
  return parsed.success ? parsed.data : {}
}

/** Validates a partial update and saves it; returns all settings. */
export function updateSettings(db: DB, body: unknown, now: number): Settings {
  const changes = parseInput(SettingsSchema, body)
  writeSettings(db, changes, now)
  return getSettings(db)
}
