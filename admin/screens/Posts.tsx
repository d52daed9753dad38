import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { AdminPost, Named } from '../../shared/posts.ts'
import { LISTS } from './admin-posts.ts'
import { useBusinessTime } from '../common/business-time.tsx'
import { PostEditor } from './PostEditor.tsx'
import { button, card, dangerButton, subtleButton } from '../common/ui.ts'
import { useApiMutation } from '../common/useApiMutation.ts'

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
                  <td className="py-3 pr-3">
                    <PostStatus post={post} />
                  </td>
                  <td className="py-3 text-right whitespace-nowrap">
                    <PreviewLink post={post} />
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

/**
 * A published post's page, to see it as readers do; a draft or scheduled one opens at the same
 * address as a preview, for signed-in users only. In a new tab, so the list stays open.
 */
function PreviewLink({ post }: { post: AdminPost }) {
  const live = post.status === 'published' && !isScheduled(post)
  return (
    <>
      <a
        href={`/blog/${post.slug}`}
        target="_blank"
        rel="noopener"
        aria-label={`${live ? 'View' : 'Preview'} "${post.title}" (opens in a new tab)`}
        className={subtleButton}
      >
        {live ? 'View' : 'Preview'}
      </a>{' '}
    </>
  )
}

/** Published for a time still to come. */
function isScheduled(post: AdminPost): boolean {
  return !!post.publishedAt && Date.parse(post.publishedAt) > Date.now()
}

/** Where a post stands, with its times in the business's zone: scheduled for or published when, and last changed. */
function PostStatus({ post }: { post: AdminPost }) {
  const { dateTime } = useBusinessTime()
  return (
    <>
      {post.status === 'draft'
        ? 'Draft'
        : isScheduled(post)
          ? `Scheduled for ${dateTime(post.publishedAt!)}`
          : post.publishedAt
            ? `Published ${dateTime(post.publishedAt)}`
            : 'Published'}
      <span className="block text-xs text-slate-500">Updated {dateTime(post.updatedAt)}</span>
    </>
  )
}
