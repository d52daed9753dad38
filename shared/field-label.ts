/**
 * A field's label as Site content's form shows it and its messages name it: the field's name made
 * readable. Both the admin (the form) and the content check (its messages in the owner's words) read it.
 */

/** Words spelt in capitals wherever they appear in a field's name. */
const CAPITALS = new Set(['seo', 'url', 'hq', 'zip', 'faq', 'cta', 'id', 'us', 'svg', 'og'])

/**
 * A field's name as a person reads it: `postalCode` → "Postal code", `isHQ` → "Is HQ", `zipCodes`
 * → "ZIP codes", `cityPagePrefix` → "City page prefix".
 */
export function readableName(name: string): string {
  const words = name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
  return words
    .map((word, index) => {
      if (CAPITALS.has(word.toLowerCase())) return word.toUpperCase()
      const lower = word === word.toUpperCase() && word.length > 1 ? word : word.toLowerCase()
      return index === 0 ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower
    })
    .join(' ')
}

/** The label of the field at a dotted path (`localContent.landmarks` → "Landmarks"; `hours.2.open` → "Open"). */
export function fieldLabel(path: string): string {
  const name = path
    .split('.')
    .filter((step) => !/^\d+$/.test(step))
    .at(-1)
  return name ? readableName(name) : ''
}

/** "ZIP codes" → "ZIP code": a list's label as the name of one of its items. */
export function singularLabel(label: string): string {
  const words = label.split(' ')
  return [...words.slice(0, -1), singular(words.at(-1)!)].join(' ')
}

/** `neighborhoods` → `neighborhood`, `zipCodes` → `zipCode`, `hours` → `hours`: the name of one item of a list. */
export function singular(name: string): string {
  if (/ies$/.test(name)) return name.replace(/ies$/, 'y')
  if (/(ss|us|hours|news|details)$/i.test(name)) return name
  return name.replace(/s$/, '')
}

/** An entry's kind as one of it is called: "Cities" → "city", "Services" → "service". */
export const entryNoun = (label: string) => singularLabel(label).toLowerCase()

/** What Site content says, at the name, of a new or renamed entry whose name another entry already has. */
export const alreadyCalled = (noun: string, name: string) =>
  `There is already a ${noun} called ${name}: open it, or choose another name`
