import { AdminProviders } from '../../components/admin/Providers.tsx'
import { useAuth, type User } from '../../components/admin/auth.tsx'
import { Dashboard } from './sections/Dashboard.tsx'
import { Leads } from './sections/Leads.tsx'
import { NamedList } from './sections/NamedList.tsx'
import { Posts } from './sections/Posts.tsx'
import { Settings } from './sections/Settings.tsx'

const nav = [
  { href: '/admin', label: 'Dashboard', section: 'dashboard' },
  { href: '/admin/posts', label: 'Posts', section: 'posts' },
  { href: '/admin/categories', label: 'Categories', section: 'categories' },
  { href: '/admin/tags', label: 'Topics', section: 'tags' },
  { href: '/admin/leads', label: 'Leads', section: 'leads' },
  { href: '/admin/settings', label: 'Settings', section: 'settings' },
]

/** The admin area: one island, hydrated as soon as the page loads (it is all interaction). */
export function AdminArea({ section, title, viewer }: { section: string; title: string; viewer: User | null }) {
  return (
    <AdminProviders viewer={viewer}>
      <div className="bg-slate-50">
        <div className="container-page grid gap-8 py-8 lg:grid-cols-[12rem_1fr]">
          <nav aria-label="Admin">
            <ul className="flex flex-wrap gap-1 lg:flex-col">
              {nav.map((item) => (
                <li key={item.href}>
                  <a
                    href={item.href}
                    aria-current={item.section === section ? 'page' : undefined}
                    className="block rounded-lg px-3 py-2 font-semibold text-slate-700 hover:bg-white aria-[current=page]:bg-navy-900 aria-[current=page]:text-white"
                  >
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
            <SignOut />
          </nav>
          <div className="min-w-0">
            <h1 className="text-3xl font-extrabold tracking-tight text-navy-900">{title}</h1>
            <div className="mt-6">
              {section === 'dashboard' && <Dashboard />}
              {section === 'posts' && <Posts />}
              {section === 'categories' && (
                <NamedList api="/api/admin/categories" noun="category" publicApi="/api/blog/categories" />
              )}
              {section === 'tags' && <NamedList api="/api/admin/tags" noun="topic" publicApi="/api/blog/tags" />}
              {section === 'leads' && <Leads />}
              {section === 'settings' && <Settings />}
            </div>
          </div>
        </div>
      </div>
    </AdminProviders>
  )
}

function SignOut() {
  const { user, logout } = useAuth()
  if (!user) return null
  return (
    <div className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-600">
      <p>
        Signed in as <strong className="text-slate-900">{user.username}</strong>
      </p>
      <button
        type="button"
        onClick={() =>
          logout().then(
            () => window.location.assign('/auth'),
            () => {},
          )
        }
        className="mt-2 font-semibold text-accent-700 hover:underline"
      >
        Sign out
      </button>
    </div>
  )
}
