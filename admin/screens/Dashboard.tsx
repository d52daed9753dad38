import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useAuth } from '../common/auth.tsx'
import type { LeadPage } from '../../shared/admin-leads.ts'
import type { AdminPost } from '../../shared/posts.ts'
import { useBusinessTime } from '../common/business-time.tsx'
import { SetupChecklist } from './SetupChecklist.tsx'
import { LeadDeliveryPanel } from './LeadDeliveryPanel.tsx'
import { card } from '../common/ui.ts'
import { adminSection } from '../nav.ts'
import { roleAllows } from '../../shared/roles.ts'
import type { ContentHistory } from '../../shared/admin-content.ts'
import { HISTORY_URL } from './content/content-api.ts'

interface Stat {
  label: string
  value: number
  href: string
}

/**
 * At a glance, what the viewer may open and nothing else: the blog's posts for those who write
 * them, the last change to the site's content for site editors, the leads for administrators.
 */
export function Dashboard() {
  const { user } = useAuth()
  const may = (section: string) => !!user && roleAllows(user.role, adminSection(section)!.role)
  const administrator = user?.role === 'administrator'
  const blog = may('posts')
  const { data: posts = [] } = useQuery<AdminPost[]>({ queryKey: ['/api/admin/posts'], enabled: blog })
  // When the page was opened: what "scheduled" is measured against.
  const [now] = useState(() => Date.now())
  const leads = useLeadStats(administrator)
  const stats = [...(blog ? countPosts(posts, now) : []), ...(administrator ? leads : [])]
  return (
    <div className="space-y-6">
      {administrator && <SetupChecklist />}
      {stats.length > 0 && <StatList stats={stats} />}
      {administrator && <LeadDeliveryPanel />}
      {blog && <LatestPosts posts={posts} now={now} />}
      {!administrator && may('content') && <LastContentChange />}
      {!administrator && (
        <p className="text-slate-600">
          {blog && (
            <>
              Write and schedule posts under <AdminLink href="/admin/posts">Posts</AdminLink>;{' '}
            </>
          )}
          {may('content') && (
            <>
              change the site’s pages, cities, services and hours under{' '}
              <AdminLink href="/admin/content">Site content</AdminLink>;{' '}
            </>
          )}
          change your password or sign out other devices under <AdminLink href="/admin/account">Your account</AdminLink>
          .
        </p>
      )}
    </div>
  )
}

function AdminLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} className="font-semibold text-brand-700 underline">
      {children}
    </a>
  )
}

/** For a site editor: the change to the site's content published last, and the way to Site content. */
function LastContentChange() {
  const { dateTime } = useBusinessTime()
  const { data } = useQuery<ContentHistory>({ queryKey: [HISTORY_URL] })
  const last = data?.changes[0]
  return (
    <section aria-labelledby="last-content-change" className={card}>
      <h2 id="last-content-change" className="text-xl font-bold text-navy-900">
        The site’s content
      </h2>
      <p className="mt-2 text-slate-700">
        {last
          ? `Last published: ${last.summary} (${last.author.username}, ${dateTime(last.at)}).`
          : 'No change has been published from Site content yet.'}
      </p>
      <a href="/admin/content" className="mt-3 inline-block font-semibold text-brand-700 hover:underline">
        Open Site content
      </a>
    </section>
  )
}

const isScheduled = (post: AdminPost, now: number) =>
  post.status === 'published' && !!post.publishedAt && Date.parse(post.publishedAt) > now

/** Published, scheduled (published with a date still ahead) and draft posts. */
function countPosts(posts: AdminPost[], now: number): Stat[] {
  const published = posts.filter((post) => post.status === 'published')
  const scheduled = published.filter((post) => isScheduled(post, now)).length
  return [
    { label: 'Published posts', value: published.length - scheduled, href: '/admin/posts' },
    { label: 'Scheduled posts', value: scheduled, href: '/admin/posts' },
    { label: 'Drafts', value: posts.length - published.length, href: '/admin/posts' },
  ]
}

/**
 * Leads received (spam left out) and those held for review (released by a person); asked for only
 * when the viewer may see leads. Whether leads reach anyone is LeadDeliveryPanel's.
 */
function useLeadStats(enabled: boolean): Stat[] {
  const { data: leads } = useQuery<LeadPage>({ queryKey: ['/api/admin/leads'], enabled })
  const counts = leads?.counts ?? {}
  return [
    {
      label: 'Leads received',
      value: Object.entries(counts).reduce((n, [status, count]) => (status === 'spam' ? n : n + count), 0),
      href: '/admin/leads',
    },
    { label: 'Leads held for review', value: counts.held ?? 0, href: '/admin/leads?status=held' },
  ]
}

function StatList({ stats }: { stats: Stat[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
      {stats.map((stat) => (
        <li key={stat.label}>
          <a href={stat.href} className={`${card} block hover:ring-brand-600`}>
            <span className="block text-3xl font-extrabold text-navy-900">{stat.value}</span>
            <span className="text-slate-600">{stat.label}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}

/** The five posts changed most recently, with where each stands. */
function LatestPosts({ posts, now }: { posts: AdminPost[]; now: number }) {
  const { dateTime } = useBusinessTime()
  const latest = [...posts].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt)).slice(0, 5)
  if (latest.length === 0) return null
  return (
    <section aria-labelledby="latest-posts" className={card}>
      <h2 id="latest-posts" className="text-xl font-bold text-navy-900">
        Latest changes to posts
      </h2>
      <ul className="mt-3 divide-y divide-slate-200">
        {latest.map((post) => (
          <li key={post.id} className="flex flex-wrap justify-between gap-x-4 py-2">
            <span className="min-w-0 font-semibold break-words text-navy-900">{post.title}</span>
            <span className="text-sm text-slate-600">
              {post.status === 'draft'
                ? 'Draft'
                : isScheduled(post, now)
                  ? `Scheduled for ${dateTime(post.publishedAt!)}`
                  : 'Published'}
            </span>
          </li>
        ))}
      </ul>
      <a href="/admin/posts" className="mt-3 inline-block font-semibold text-brand-700 hover:underline">
        All posts
      </a>
    </section>
  )
}
