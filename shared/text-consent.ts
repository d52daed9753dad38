import { hash } from './hash.ts'

/**
 * The version of the text-message box's wording: a digest of its exact text, so any edit of the
 * wording is a new version without anyone naming one, and the same words are always the same
 * version. The server keeps each version's text (server/db/text-consent.ts), so an old lead still
 * shows the words its sender saw.
 */
export const consentVersion = (text: string) => `sms-${hash(text)}`
