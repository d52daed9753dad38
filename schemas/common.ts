import { z } from 'zod'
import { HEAD_TEXT_LIMITS, overLimit, tooLongMessage, type HeadPart } from '../shared/head-limits.ts'

/**
 * Markdown an editor may carry over from a blog post into plain text, where the site would show it
 * as typed: links and images, bold, headings. Each with what to write instead. Single `*` and `_`,
 * lists and numbered lines are left alone: plain text uses them too ("41. Bonita Springs sits…").
 */
const MARKDOWN: { pattern: RegExp; fix: (match: RegExpExecArray) => string }[] = [
  {
    pattern: /!?\[([^\]\n]+)\]\([^)\s]*\)/g,
    fix: (m) => `the Markdown link ${m[0]} would show as typed: write just "${m[1]}"`,
  },
  {
    pattern: /\*\*([^*\n]+)\*\*|__([^_\n]+)__/g,
    fix: (m) => `the Markdown bold ${m[0]} would show as typed: write just "${m[1] ?? m[2]}"`,
  },
  {
    pattern: /^(#{1,6}) +\S.*$/gm,
    fix: (m) => `the Markdown heading "${m[0]}" would show as typed: remove the "${m[1]} "`,
  },
]

/**
 * Reports Markdown in plain text, one issue for each, with the Markdown as `params.text` so the
 * message can point at its line inside a long value.
 */
function noMarkdown(value: string, ctx: z.RefinementCtx): void {
  for (const { pattern, fix } of MARKDOWN) {
    for (const match of value.matchAll(pattern)) {
      ctx.addIssue({
        code: 'custom',
        message: `${fix(match as RegExpExecArray)}; this field is plain text (Markdown works only in the body of a blog post)`,
        params: { text: match[0] },
        input: value,
      })
    }
  }
}

/** Plain text that must say something; Markdown in it is reported, as the site would show it as typed. */
export const Text = z.string().trim().min(1).superRefine(noMarkdown)

/** A path inside this site (`/contact`, `/services/repair`, `/faq#pricing`); checked against the built routes. */
export const InternalLink = z
  .string()
  .regex(
    /^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/,
    'must be a site path starting with "/" (lowercase letters, digits, hyphens), like "/contact"',
  )

/** A file under public/ (`/images/services/repair.svg`); checked to exist. */
export const PublicAsset = z
  .string()
  .regex(
    /^\/[\w\-/.]+\.(svg|png|jpe?g|webp|avif)$/,
    'must be a path to an image under public/, like "/images/hero.svg"',
  )

/** URL-safe name: lowercase letters, digits and single hyphens. */
export const Slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase letters, digits and hyphens, like "spring-replacement"')

/** Names of the icons the site can draw (lucide icons mapped in components/Icon.tsx). */
export const IconName = z.enum([
  'wrench',
  'hammer',
  'settings',
  'spring',
  'zap',
  'building',
  'alert',
  'cable',
  'panel',
  'circle',
  'remote',
  'home',
  'shield',
  'clock',
  'award',
  'truck',
  'dollar',
  'thumbs-up',
  'users',
  'heart',
  'star',
  'check',
  'wind',
  'phone',
  'map-pin',
  'calendar',
  'door',
  'fire',
  'gauge',
  'package',
  'sun',
])
export type IconName = z.infer<typeof IconName>

/** A call to action: a visible label and where it goes. */
export const LinkSchema = z.strictObject({
  label: Text.meta({ description: 'Text on the button or link.' }),
  href: InternalLink.meta({ description: 'Site path it leads to.' }),
})
export type Link = z.infer<typeof LinkSchema>

/**
 * Text that is a page's title or description as it stands, within what search results show of it
 * (shared/head-limits.ts), refused with its length; editors' schemas (schemas/json/) carry the
 * limit as maxLength. `serves` names what a field of another name is (an excerpt, its post's
 * description); `base` is the text's own rule.
 */
export const headText = (part: HeadPart, serves?: string, base = Text) =>
  base
    .superRefine((value, ctx) => {
      if (overLimit(part, value))
        ctx.addIssue({ code: 'custom', message: tooLongMessage(part, value, serves), input: value })
    })
    .meta({ maxLength: HEAD_TEXT_LIMITS[part] })

/** What search engines and link previews show for a page. */
export const SeoSchema = z.strictObject({
  title: headText('title').meta({ description: 'The browser tab and search-result title; at most 60 characters.' }),
  description: headText('description', undefined, Text.min(50)).meta({
    description: 'The search-result snippet; about 120-160 characters.',
  }),
})
export type Seo = z.infer<typeof SeoSchema>

/** A heading with paragraphs and optional bullet points. */
export const SectionSchema = z.strictObject({
  heading: Text.meta({ description: 'Section heading.' }),
  body: Text.optional().meta({ description: 'Paragraphs; separate paragraphs with a blank line.' }),
  bullets: z.array(Text).optional().meta({ description: 'Bullet points shown under the text.' }),
})
export type Section = z.infer<typeof SectionSchema>

/** One question and its answer. */
export const FaqItemSchema = z.strictObject({
  question: Text.meta({ description: 'The question, as a visitor would ask it.' }),
  answer: Text.meta({ description: 'The answer.' }),
  hours: z.literal(true).optional().meta({
    description: "Set to open the answer with the business's hours (from Business details), each set under its name.",
  }),
})
export type FaqItem = z.infer<typeof FaqItemSchema>

/** Splits text written with blank lines between paragraphs. */
export function paragraphs(text: string | undefined): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
}

/** Splits "comma text" (`Countryside, Island Estates`) into items. */
export function commaList(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
}

/** Fills `{name}` placeholders: fillTemplate('Repair in {city}', { city: 'Dunedin' }). */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}
