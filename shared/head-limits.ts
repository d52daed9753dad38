/**
 * Search results cut a page's title after about 60 characters and its description after about 160,
 * so a page's own words are lost past these. Every title and description is held to them: the
 * content's (schemas/common.ts SeoSchema), what a city page composes (content-loader/head-text.ts) and a
 * blog post's as its author saves it (server/blog/posts.ts).
 */
export const HEAD_TEXT_LIMITS = { title: 60, description: 160 } as const
export type HeadPart = keyof typeof HEAD_TEXT_LIMITS

/** Characters as a reader counts them (an accented letter or an emoji is one). */
export function headTextLength(text: string): number {
  return [...text].length
}

/** How far a title or description runs past its limit, or 0 when it fits. */
export function overLimit(part: HeadPart, text: string): number {
  return Math.max(0, headTextLength(text) - HEAD_TEXT_LIMITS[part])
}

/**
 * Why a title or description is refused: `is 75 characters; search results cut a title after 60:
 * shorten it by at least 15`. `serves` names what a field of another name is used as (an excerpt
 * is its post's description).
 */
export function tooLongMessage(part: HeadPart, text: string, serves?: string): string {
  const as = serves ? ` it is ${serves}, and` : ''
  return `is ${headTextLength(text)} characters;${as} search results cut a ${part} after ${HEAD_TEXT_LIMITS[part]}: shorten it by at least ${overLimit(part, text)}`
}
