import type { Site } from '../../schemas/site.ts'
import { TEXT_CONSENT, TEXT_CONSENT_VERSION } from '../../shared/forms.ts'
import { consentVersion } from '../../shared/text-consent.ts'
import type { DB } from '../db/database.ts'
import type { TextConsent } from '../db/lead-rows.ts'
import { recordWording, wordingOf } from '../db/text-consent.ts'

/**
 * Keeps the text-message box's current wording under its version, and returns that version (null
 * when the content offers no box). Called whenever the server takes content in (at start, and with
 * each build it follows), so every wording a served page shows is kept before a visitor sends it.
 */
export function recordCurrentWording(db: DB, site: Site, now: number): string | null {
  const text = site.forms.textMessages?.consent
  if (!text) return null
  const version = consentVersion(text)
  recordWording(db, version, text, now)
  return version
}

/**
 * The answer a post gives to the box: ticked or not, beside the wording the form showed (the version
 * it carried, when this site has shown that wording; else the wording the content has now), at `now`.
 * Null when neither the form nor the content has a box.
 */
export function textConsentOf(db: DB, site: Site, body: Record<string, unknown>, now: number): TextConsent | null {
  const current = recordCurrentWording(db, site, now)
  const posted = body[TEXT_CONSENT_VERSION]
  const shown = typeof posted === 'string' && wordingOf(db, posted) !== null ? posted : current
  if (!shown) return null
  return { agreed: body[TEXT_CONSENT] === 'yes', version: shown, at: now }
}
