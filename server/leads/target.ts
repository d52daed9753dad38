import type { Forms } from '../../schemas/forms.ts'
import type { DB } from '../db/database.ts'
import { getSettings } from '../admin-settings.ts'

export type DeliveryTarget = { kind: 'formsubmit' | 'webhook'; url: string }

/** Where leads go now: the admin area's setting when set (even to "nowhere"), else content/forms.yaml, else nowhere. */
export function currentTarget(db: DB, forms: Forms): DeliveryTarget | null {
  const setting = getSettings(db).leadForwarding
  if (setting) return setting.kind === 'none' ? null : setting
  return forms.forwarding ?? null
}
