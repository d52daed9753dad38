import { useQuery } from '@tanstack/react-query'
import type { FormEvent } from 'react'
import { inputClass } from '../../../components/Field.tsx'
import { button, card, label } from './ui.ts'
import { useApiMutation } from './useApiMutation.ts'

/** At a glance: posts and leads, and changing one's password. */
export function Dashboard() {
  const { data: posts = [] } = useQuery<{ status: string; publishedAt: string | null }[]>({
    queryKey: ['/api/admin/posts'],
  })
  const { data: leads } = useQuery<{ counts: Record<string, number> }>({ queryKey: ['/api/admin/leads'] })
  const published = posts.filter((p) => p.status === 'published').length
  const undelivered = (leads?.counts.failed ?? 0) + (leads?.counts.pending ?? 0)
  const stats = [
    { label: 'Published posts', value: published, href: '/admin/posts' },
    { label: 'Drafts', value: posts.length - published, href: '/admin/posts' },
    {
      label: 'Leads received',
      value: Object.entries(leads?.counts ?? {}).reduce((n, [status, count]) => (status === 'spam' ? n : n + count), 0),
      href: '/admin/leads',
    },
    { label: 'Leads not yet delivered', value: undelivered, href: '/admin/leads' },
  ]
  return (
    <div className="space-y-6">
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {stats.map((stat) => (
          <li key={stat.label}>
            <a href={stat.href} className={`${card} block hover:ring-brand-600`}>
              <span className="block text-3xl font-extrabold text-navy-900">{stat.value}</span>
              <span className="text-slate-600">{stat.label}</span>
            </a>
          </li>
        ))}
      </ul>
      <ChangePassword />
    </div>
  )
}

function ChangePassword() {
  const change = useApiMutation<{ currentPassword: string; newPassword: string }>({
    method: 'POST',
    url: () => '/api/user/password',
    body: (input) => input,
    success: 'Password changed. Other devices have been signed out.',
    invalidates: [],
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    change.mutate(
      { currentPassword: String(data.get('currentPassword')), newPassword: String(data.get('newPassword')) },
      { onSuccess: () => form.reset() },
    )
  }
  return (
    <form onSubmit={submit} className={`${card} max-w-lg space-y-4`}>
      <h2 className="text-xl font-bold text-navy-900">Change your password</h2>
      <div>
        <label htmlFor="currentPassword" className={label}>
          Current password
        </label>
        <input
          id="currentPassword"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="newPassword" className={label}>
          New password
        </label>
        <input
          id="newPassword"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          minLength={12}
          maxLength={128}
          aria-describedby="newPassword-hint"
          className={inputClass}
        />
        <p id="newPassword-hint" className="mt-1 text-sm text-slate-600">
          At least 12 characters. A few unrelated words together are strong and easy to remember; the business's name,
          your username or a year are easy to guess.
        </p>
      </div>
      <button type="submit" disabled={change.isPending} className={button}>
        Change password
      </button>
    </form>
  )
}
