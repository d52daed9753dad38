import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { inputClass } from '../../components/Field.tsx'
import { errorText } from '../common/api.ts'
import { HEAD_TEXT_LIMITS } from '../../shared/head-limits.ts'
import { businessClock, instantAt } from '../../shared/business-time.ts'
import type { AdminPost, ImageVariants, Named } from '../../shared/posts.ts'
import { LISTS } from './admin-posts.ts'
import { useBusinessTime } from '../common/business-time.tsx'
import { ImageField } from './ImageField.tsx'
import { MarkdownField } from './MarkdownField.tsx'
import { button, card, label, subtleButton } from '../common/ui.ts'
import { useApiMutation } from '../common/useApiMutation.ts'

/**
 * What the editor's form sends: trimmed text, empty optional fields as null, the publish time typed
 * on the business's clock (not the browser's) as an instant; one that is not a time is sent as typed,
 * for the server to name.
 */
function postInput(form: FormData, timeZone: string): Record<string, unknown> {
  const text = (name: string) => String(form.get(name) ?? '').trim()
  const typed = text('publishedAt')
  const at = instantAt(typed.slice(0, 16), timeZone)
  const publishedAt = Number.isNaN(at) ? typed : new Date(at).toISOString()
  return {
    title: text('title'),
    ...(text('slug') ? { slug: text('slug') } : {}),
    excerpt: text('excerpt'),
    markdown: String(form.get('markdown') ?? ''),
    image: text('image') || null,
    imageAlt: text('imageAlt') || null,
    categoryId: text('categoryId') ? Number(text('categoryId')) : null,
    tagIds: form.getAll('tagIds').map(Number),
    status: text('status'),
    publishedAt: publishedAt || null,
  }
}

/** Writes a new post (post null) or edits one; done after saving or on Cancel. */
export function PostEditor({
  post,
  onDone,
}: {
  post: (AdminPost & { imageVariants?: ImageVariants }) | null
  onDone: () => void
}) {
  const { data: categories = [] } = useQuery<Named[]>({ queryKey: ['/api/admin/categories'] })
  const [categoryId, setCategoryId] = useState(post?.categoryId ?? null)
  const { data: tags = [] } = useQuery<Named[]>({ queryKey: ['/api/admin/tags'] })
  const { timeZone } = useBusinessTime()
  const save = useApiMutation<Record<string, unknown>>({
    method: post ? 'PUT' : 'POST',
    url: () => (post ? `/api/admin/posts/${post.id}` : '/api/admin/posts'),
    body: (input) => input,
    success: post ? 'The post was saved.' : 'The post was created.',
    invalidates: LISTS,
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    save.mutate(postInput(new FormData(event.currentTarget), timeZone), { onSuccess: onDone })
  }

  return (
    <form onSubmit={submit} className={`${card} space-y-5`}>
      <h2 className="text-xl font-bold text-navy-900">{post ? `Edit "${post.title}"` : 'New post'}</h2>
      <ArticleFields post={post} />
      <ImageField
        post={post}
        category={categories.find((c) => c.id === categoryId)?.name ?? null}
        serverError={save.error ? errorText(save.error) : null}
      />
      <PublishingFields post={post} categories={categories} onCategory={setCategoryId} />
      {tags.length > 0 && <TopicChoices post={post} tags={tags} />}
      <div className="flex gap-3">
        <button type="submit" disabled={save.isPending} className={button}>
          {save.isPending ? 'Saving...' : 'Save'}
        </button>
        <button type="button" onClick={onDone} className={subtleButton}>
          Cancel
        </button>
      </div>
    </form>
  )
}

/** The article itself: title, address, excerpt and Markdown. */
function ArticleFields({ post }: { post: AdminPost | null }) {
  return (
    <>
      <div>
        <label htmlFor="title" className={label}>
          Title
        </label>
        <input
          id="title"
          name="title"
          required
          maxLength={HEAD_TEXT_LIMITS.title}
          defaultValue={post?.title}
          className={inputClass}
          aria-describedby="title-help"
        />
        <p id="title-help" className="mt-1 text-sm text-slate-600">
          At most {HEAD_TEXT_LIMITS.title} characters: it is also the page's title in search results, which cut a longer
          one.
        </p>
      </div>
      <div>
        <label htmlFor="slug" className={label}>
          Address (slug)
        </label>
        <input
          id="slug"
          name="slug"
          maxLength={120}
          pattern="[a-z0-9]+(-[a-z0-9]+)*"
          defaultValue={post?.slug}
          className={inputClass}
          aria-describedby="slug-help"
        />
        <p id="slug-help" className="mt-1 text-sm text-slate-600">
          Left empty, it is made from the title. Changing it on a published post keeps the old address working.
        </p>
      </div>
      <div>
        <label htmlFor="excerpt" className={label}>
          Excerpt
        </label>
        <textarea
          id="excerpt"
          name="excerpt"
          required
          maxLength={HEAD_TEXT_LIMITS.description}
          rows={2}
          defaultValue={post?.excerpt}
          className={inputClass}
          aria-describedby="excerpt-help"
        />
        <p id="excerpt-help" className="mt-1 text-sm text-slate-600">
          At most {HEAD_TEXT_LIMITS.description} characters: it is also the page's description in search results.
        </p>
      </div>
      <MarkdownField defaultValue={post?.markdown} />
    </>
  )
}

/** Category, status and publish time, side by side on wide screens. */
function PublishingFields({
  post,
  categories,
  onCategory,
}: {
  post: AdminPost | null
  categories: Named[]
  onCategory: (id: number | null) => void
}) {
  const { timeZone, zone } = useBusinessTime()
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div>
        <label htmlFor="categoryId" className={label}>
          Category
        </label>
        <select
          id="categoryId"
          name="categoryId"
          defaultValue={post?.categoryId ?? ''}
          onChange={(event) => onCategory(event.currentTarget.value ? Number(event.currentTarget.value) : null)}
          className={inputClass}
        >
          <option value="">Uncategorized</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="status" className={label}>
          Status
        </label>
        <select id="status" name="status" defaultValue={post?.status ?? 'draft'} className={inputClass}>
          <option value="draft">Draft</option>
          <option value="published">Published</option>
        </select>
      </div>
      <div>
        <label htmlFor="publishedAt" className={label}>
          Publish at ({zone()}; empty: now, when published)
        </label>
        <input
          id="publishedAt"
          name="publishedAt"
          type="datetime-local"
          defaultValue={post?.publishedAt ? businessClock(Date.parse(post.publishedAt), timeZone) : ''}
          className={inputClass}
        />
      </div>
    </div>
  )
}

/** A checkbox per topic, checked for the post's topics. */
function TopicChoices({ post, tags }: { post: AdminPost | null; tags: Named[] }) {
  return (
    <fieldset>
      <legend className={label}>Topics</legend>
      <div className="flex flex-wrap gap-3">
        {tags.map((tag) => (
          <label key={tag.id} className="flex items-center gap-2 rounded-lg px-3 py-1.5 ring-1 ring-slate-300">
            <input type="checkbox" name="tagIds" value={tag.id} defaultChecked={post?.tagIds.includes(tag.id)} />
            {tag.name}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
