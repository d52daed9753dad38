import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { inputClass } from '../../../components/Field.tsx'
import { button, card, dangerButton, label, subtleButton } from './ui.ts'
import { useApiMutation } from './useApiMutation.ts'

interface AdminPost {
  id: number
  title: string
  slug: string
  excerpt: string
  markdown: string
  image: string | null
  imageAlt: string | null
  categoryId: number | null
  tagIds: number[]
  status: 'draft' | 'published'
  publishedAt: string | null
  updatedAt: string
}

interface Named {
  id: number
  name: string
}

const LISTS = ['/api/admin/posts', '/api/blog/posts']

/** Blog posts: list, write, edit, publish, delete. */
export function Posts() {
  const { data: posts = [], isLoading } = useQuery<AdminPost[]>({ queryKey: ['/api/admin/posts'] })
  const { data: categories = [] } = useQuery<Named[]>({ queryKey: ['/api/admin/categories'] })
  const [editing, setEditing] = useState<AdminPost | 'new' | null>(null)
  const remove = useApiMutation<number>({
    method: 'DELETE',
    url: (id) => `/api/admin/posts/${id}`,
    success: 'The post was deleted.',
    invalidates: LISTS,
  })

  if (editing) return <PostEditor post={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
  return (
    <div className="space-y-6">
      <button type="button" onClick={() => setEditing('new')} className={button}>
        Write a new post
      </button>
      {/* On a phone the table scrolls within its card, not the page. */}
      <div className={`${card} overflow-x-auto`}>
        {isLoading ? (
          <p>Loading...</p>
        ) : posts.length === 0 ? (
          <p className="text-slate-600">No posts yet.</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                <th className="pb-2">Title</th>
                <th className="pb-2">Category</th>
                <th className="pb-2">Status</th>
                <th className="pb-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {posts.map((post) => (
                <tr key={post.id}>
                  <td className="py-3 pr-3">
                    <span className="font-semibold text-navy-900">{post.title}</span>
                    <span className="block text-xs text-slate-500">/blog/{post.slug}</span>
                  </td>
                  <td className="py-3 pr-3">
                    {categories.find((c) => c.id === post.categoryId)?.name ?? 'Uncategorized'}
                  </td>
                  <td className="py-3 pr-3">{statusText(post)}</td>
                  <td className="py-3 text-right whitespace-nowrap">
                    <button type="button" onClick={() => setEditing(post)} className={subtleButton}>
                      Edit
                    </button>{' '}
                    <button
                      type="button"
                      onClick={() =>
                        window.confirm(`Delete "${post.title}"? This cannot be undone.`) && remove.mutate(post.id)
                      }
                      className={dangerButton}
                    >
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  )
}

function statusText(post: AdminPost): string {
  if (post.status === 'draft') return 'Draft'
  if (post.publishedAt && Date.parse(post.publishedAt) > Date.now())
    return `Scheduled for ${new Date(post.publishedAt).toLocaleString()}`
  return 'Published'
}

/** `2026-03-01T09:00:00.000Z` → the `datetime-local` value in the browser's time zone. */
function localInput(iso: string | null): string {
  if (!iso) return ''
  const date = new Date(iso)
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}

function PostEditor({ post, onDone }: { post: AdminPost | null; onDone: () => void }) {
  const { data: categories = [] } = useQuery<Named[]>({ queryKey: ['/api/admin/categories'] })
  const { data: tags = [] } = useQuery<Named[]>({ queryKey: ['/api/admin/tags'] })
  const save = useApiMutation<Record<string, unknown>>({
    method: post ? 'PUT' : 'POST',
    url: () => (post ? `/api/admin/posts/${post.id}` : '/api/admin/posts'),
    body: (input) => input,
    success: post ? 'The post was saved.' : 'The post was created.',
    invalidates: LISTS,
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = (name: string) => String(form.get(name) ?? '').trim()
    const publishedAt = text('publishedAt')
    save.mutate(
      {
        title: text('title'),
        ...(text('slug') ? { slug: text('slug') } : {}),
        excerpt: text('excerpt'),
        markdown: String(form.get('markdown') ?? ''),
        image: text('image') || null,
        imageAlt: text('imageAlt') || null,
        categoryId: text('categoryId') ? Number(text('categoryId')) : null,
        tagIds: form.getAll('tagIds').map(Number),
        status: text('status'),
        publishedAt: publishedAt ? new Date(publishedAt).toISOString() : null,
      },
      { onSuccess: onDone },
    )
  }

  return (
    <form onSubmit={submit} className={`${card} space-y-5`}>
      <h2 className="text-xl font-bold text-navy-900">{post ? `Edit "${post.title}"` : 'New post'}</h2>
      <div>
        <label htmlFor="title" className={label}>
          Title
        </label>
        <input id="title" name="title" required maxLength={200} defaultValue={post?.title} className={inputClass} />
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
          maxLength={500}
          rows={2}
          defaultValue={post?.excerpt}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="markdown" className={label}>
          Article (Markdown)
        </label>
        <textarea
          id="markdown"
          name="markdown"
          rows={16}
          defaultValue={post?.markdown}
          className={`${inputClass} font-mono text-sm`}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="image" className={label}>
            Image address
          </label>
          <input
            id="image"
            name="image"
            defaultValue={post?.image ?? ''}
            placeholder="/images/blog/spring-safety.svg"
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="imageAlt" className={label}>
            Image description (required with an image)
          </label>
          <input
            id="imageAlt"
            name="imageAlt"
            maxLength={300}
            defaultValue={post?.imageAlt ?? ''}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="categoryId" className={label}>
            Category
          </label>
          <select id="categoryId" name="categoryId" defaultValue={post?.categoryId ?? ''} className={inputClass}>
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
            Publish at (empty: now, when published)
          </label>
          <input
            id="publishedAt"
            name="publishedAt"
            type="datetime-local"
            defaultValue={localInput(post?.publishedAt ?? null)}
            className={inputClass}
          />
        </div>
      </div>
      {tags.length > 0 && (
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
      )}
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
