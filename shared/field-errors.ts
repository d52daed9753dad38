/**
 * The API names the field a refusal is about, then says what is wrong with it, reading on from the
 * field: `password: is too easy to guess: it is a common word. Add another word or two`. Forms show
 * that beside the field, as a sentence: "This password is too easy to guess: …".
 */
export interface FieldError {
  field: string
  text: string
}

/**
 * How each field of the account forms (/auth, Your account) is named at the start of its sentence;
 * "This is not your current password."
 */
export const ACCOUNT_FIELDS = {
  username: 'This username',
  password: 'This password',
  code: 'This code',
  currentPassword: 'This',
  newPassword: 'This password',
} as const satisfies Record<string, string>

/** An API error's message as a sentence about its field, when it names one of `fields`; null for an error about the whole form. */
export function fieldErrorOf(message: string, fields: Readonly<Record<string, string>>): FieldError | null {
  const [, field, rest] = /^(\w+): (.+)$/s.exec(message) ?? []
  if (field === undefined || rest === undefined || !Object.hasOwn(fields, field)) return null
  const text = `${fields[field]!} ${rest}`
  return { field, text: /[.!?]$/.test(text) ? text : `${text}.` }
}
