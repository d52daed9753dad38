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
 * The answer a post gives to the box: ticked or not, beside the wording the form showed, at `now`.
 * A form that shows the box carries its wording's version; one this site has shown is taken, one it
 * never showed (made up) is not believed and the wording the content has now stands for it. A post
 * without a version came from a form without the box (a page from before it): null, as for a
 * content without one.
 */
export function textConsentOf(db: DB, site: Site, body: Record<string, unknown>, now: number): TextConsent | null {
  const current = recordCurrentWording(db, site, now)
  const posted = body[TEXT_CONSENT_VERSION]
  if (typeof posted !== 'string' || !posted) return null
  const shown = wordingOf(db, posted) !== null ? posted : current
  if (!shown) return null
  return { agreed: body[TEXT_CONSENT] === 'yes', version: shown, at: now }
}
