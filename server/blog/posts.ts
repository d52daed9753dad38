import { z } from 'zod'
import { overLimit, tooLongMessage, type HeadPart } from '../../shared/head-limits.ts'
import { slugify } from '../../shared/slug.ts'
import type { AdminPost, BlogStore, PostWrite } from '../db/blog.ts'
import { HttpError, parseInput } from '../http-errors.ts'
import { checkImageAddress, type AddressCheckOptions } from '../images/address-check.ts'
import { MARKDOWN_LIMITS, readTime } from './markdown.ts'
import { renderPostMarkdown } from './markdown-renderer.ts'

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** The title and the excerpt are the post page's title and description: held to what search results show (shared/head-limits.ts). */
const fitsHead = (part: HeadPart, serves?: string) => (value: string, ctx: z.RefinementCtx) => {
  if (overLimit(part, value)) ctx.addIssue({ code: 'custom', message: tooLongMessage(part, value, serves) })
}

/** Everything an author sends when saving a post. */
export const PostInputSchema = z.strictObject({
  title: z.string({ message: 'must be text' }).trim().min(1, 'must not be empty').superRefine(fitsHead('title')),
  slug: z
    .string({ message: 'must be text' })
    .trim()
    .max(120, 'must be at most 120 characters')
    .regex(SLUG, 'must be lowercase letters, digits and hyphens')
    .optional(),
  excerpt: z
    .string({ message: 'must be text' })
    .trim()
    .min(1, 'must not be empty')
    .superRefine(fitsHead('description', "the post's description")),
  markdown: z
    .string({ message: 'must be text' })
    .max(MARKDOWN_LIMITS.length, `must be at most ${MARKDOWN_LIMITS.length.toLocaleString('en-US')} characters`),
  image: z
    .string({ message: 'must be text' })
    .trim()
    .max(500, 'must be at most 500 characters')
    .regex(
      /^(\/(?!\/)|https:\/\/|http:\/\/(localhost|127\.0\.0\.1|\[::1\])[:/])[^\s"'<>]+$/,
      'must be a site path like /images/post.jpg or an https address',
    )
    .nullable()
    .optional(),
  imageAlt: z
    .string({ message: 'must be text' })
    .trim()
    .max(300, 'must be at most 300 characters')
    .nullable()
    .optional(),
  categoryId: z.number({ message: 'must be a category id (a number) or null' }).int().positive().nullable().optional(),
  tagIds: z
    .array(z.number({ message: 'must be topic ids (numbers)' }).int().positive(), {
      message: 'must be a list of topic ids',
    })
    .max(50, 'at most 50 topics')
    .optional(),
  status: z.enum(['draft', 'published'], { message: 'must be "draft" or "published"' }).optional(),
  publishedAt: z.iso
    .datetime({ offset: true, message: 'must be a date and time like 2026-03-01T09:00:00Z' })
    .nullable()
    .optional(),
})
export type PostInput = z.output<typeof PostInputSchema>

/** A post's address from its title, at most 80 characters: `Spring Safety: 5 Rules!` → `spring-safety-5-rules`. */
export function postSlug(title: string): string {
  return slugify(title).slice(0, 80).replace(/-+$/, '') || 'post'
}

/** Checks references and builds the row: slug, read time, publication time, and `content`, the body's sanitized HTML. */
export function preparePost(
  store: BlogStore,
  input: PostInput,
  content: string,
  now: number,
  existing?: AdminPost,
): PostWrite {
  const image = input.image || null
  const imageAlt = input.imageAlt || null
  if (image && !imageAlt) throw new HttpError(400, 'imageAlt: is required when an image is set (describe the picture)')
  if (image?.startsWith('/media/') && !store.uploadedImage(image))
    throw new HttpError(
      400,
      `image: ${image} is not an uploaded image (deleted, or mistyped); upload it or choose another`,
    )
  if (input.categoryId != null && !store.findNamed('categories', input.categoryId))
    throw new HttpError(400, `categoryId: no category with id ${input.categoryId}`)
  for (const tagId of input.tagIds ?? [])
    if (!store.findNamed('tags', tagId)) throw new HttpError(400, `tagIds: no topic with id ${tagId}`)

  let slug = input.slug
  if (slug) {
    if (store.slugTaken(slug, existing?.id)) throw new HttpError(409, `slug: "${slug}" is already used by another post`)
  } else if (existing) {
    slug = existing.slug
  } else {
    const base = postSlug(input.title)
    slug = base
    for (let n = 2; store.slugTaken(slug); n++) slug = `${base}-${n}`
  }

  const status = input.status ?? existing?.status ?? 'draft'
  const requested = input.publishedAt === undefined ? (existing?.publishedAt ?? null) : input.publishedAt
  const publishedAt = requested ? Date.parse(requested) : status === 'published' ? now : null
  return {
    title: input.title,
    slug,
    excerpt: input.excerpt,
    markdown: input.markdown,
    content,
    image,
    imageAlt: image ? imageAlt : null,
    categoryId: input.categoryId ?? null,
    tagIds: input.tagIds ?? [],
    status,
    publishedAt,
    readTime: readTime(input.markdown),
  }
}

/**
 * The body is formatted off the request thread (server/blog/markdown-renderer.ts); the checks that
 * read the database run after it, with the row written in the same turn, so nothing changes between.
 */
export async function createPost(
  store: BlogStore,
  body: unknown,
  now: number,
  checks: AddressCheckOptions = {},
): Promise<AdminPost> {
  const input = parseInput(PostInputSchema, body)
  const [content] = await Promise.all([renderPostMarkdown(input.markdown), checkImage(input, checks)])
  return store.insert(preparePost(store, input, content, now), now)
}

/** PUT replaces every field; PATCH changes only the fields sent. */
export async function updatePost(
  store: BlogStore,
  id: number,
  body: unknown,
  now: number,
  partial: boolean,
  checks: AddressCheckOptions = {},
): Promise<AdminPost> {
  const existing = store.find(id)
  if (!existing) throw new HttpError(404, `No post with id ${id}`)
  const merged = partial
    ? {
        title: existing.title,
        excerpt: existing.excerpt,
        markdown: existing.markdown,
        image: existing.image,
        imageAlt: existing.imageAlt,
        categoryId: existing.categoryId,
        tagIds: existing.tagIds,
        status: existing.status,
        publishedAt: existing.publishedAt,
        ...(isObject(body) ? body : parseInput(PostInputSchema.partial(), body)),
      }
    : body
  const input = parseInput(PostInputSchema, merged)
  // An unchanged body keeps the HTML it was saved with: no formatting for an edit of the excerpt.
  const [content] = await Promise.all([
    input.markdown === existing.markdown ? existing.content : renderPostMarkdown(input.markdown),
    checkImage(input, checks),
  ])
  // The post may have been deleted or changed while its body was formatted.
  const current = store.find(id)
  if (!current) throw new HttpError(404, `No post with id ${id}`)
  return store.update(id, preparePost(store, input, content, now, current), now)
}

/** An image address that does not load is refused before anything is written (server/images/address-check.ts). */
async function checkImage(input: PostInput, checks: AddressCheckOptions): Promise<void> {
  if (input.image && input.imageAlt) await checkImageAddress(input.image, checks)
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
