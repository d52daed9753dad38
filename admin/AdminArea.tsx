import { AdminProviders } from './common/Providers.tsx'
import { useAuth, useSignInWhenSignedOut } from './common/auth.tsx'
import { ROLE_LABELS, roleAllows, whoMay, type Need, type Role } from '../shared/roles.ts'
import { adminSection, sectionsFor } from './nav.ts'
import { Accounts } from './screens/Accounts.tsx'
import { BusinessTimeZone } from './common/business-time.tsx'
import { Dashboard } from './screens/Dashboard.tsx'
import { Leads } from './screens/Leads.tsx'
import { NamedList } from './screens/NamedList.tsx'
import { Posts } from './screens/Posts.tsx'
import { Reports } from './screens/Reports.tsx'
import { Settings } from './screens/Settings.tsx'
import { LazySiteContent } from './screens/content/LazySiteContent.tsx'
import { YourAccount } from './screens/YourAccount.tsx'
import { card } from './common/ui.ts'
import type { SignedInUser } from '../shared/admin-api.ts'

/**
 * The admin area: one island, hydrated as soon as the page loads (it is all interaction). Its
 * dates and times are in the business's time zone, whatever the browser's.
 */
export function AdminArea({
  section,
  title,
  viewer,
  timeZone,
}: {
  section: string
  title: string
  viewer: SignedInUser | null
  timeZone: string
}) {
  return (
    <AdminProviders viewer={viewer}>
      <BusinessTimeZone timeZone={timeZone}>
        <AdminShell section={section} title={title} viewer={viewer} />
      </BusinessTimeZone>
    </AdminProviders>
  )
}

/** The menu of what the viewer's role may use, and the section asked for, or why it is closed to them. */
function AdminShell({ section, title, viewer }: { section: string; title: string; viewer: SignedInUser | null }) {
  useSignInWhenSignedOut()
  const { user } = useAuth()
  const role = (user ?? viewer)?.role ?? 'editor'
  const need = adminSection(section)?.role ?? 'administrator'
  const allowed = roleAllows(role, need)
  return (
    <div className="bg-slate-50">
      <div className="container-page grid gap-8 py-8 lg:grid-cols-[12rem_1fr]">
        <nav aria-label="Admin">
          <ul className="flex flex-wrap gap-1 lg:flex-col">
            {sectionsFor(role).map((item) => (
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
            {/* The admin screens are made in the browser: without JavaScript they would say "Loading..." for ever. */}
            <noscript>
              <p className="mb-4 rounded-lg bg-amber-50 p-3 font-semibold text-amber-900 ring-1 ring-amber-300">
                The admin area works in the browser: turn JavaScript on for this site to see and change it.
              </p>
            </noscript>
            {allowed ? <Section section={section} /> : <ForAdministrators title={title} role={role} need={need} />}
          </div>
        </div>
      </div>
    </div>
  )
}

function Section({ section }: { section: string }) {
  switch (section) {
    case 'posts':
      return <Posts />
    case 'categories':
      return <NamedList api="/api/admin/categories" noun="category" publicApi="/api/blog/categories" />
    case 'tags':
      return <NamedList api="/api/admin/tags" noun="topic" publicApi="/api/blog/tags" />
    case 'content':
      return <LazySiteContent />
    case 'leads':
      return <Leads />
    case 'reports':
      return <Reports />
    case 'accounts':
      return <Accounts />
    case 'settings':
      return <Settings />
    case 'account':
      return <YourAccount />
    default:
      return <Dashboard />
  }
}

/** What each role's account is for, said to one who opens a screen it may not use. */
const ROLE_WORK: Record<Exclude<Role, 'administrator'>, { work: string; home: string; go: string }> = {
  editor: {
    work: 'it writes the blog’s posts, categories and topics',
    home: '/admin/posts',
    go: 'Go to the blog posts',
  },
  'site-editor': {
    work: 'it changes the site’s content (the business’s details, cities, services and pages)',
    home: '/admin/content',
    go: 'Go to Site content',
  },
}

/** What an editor sees at an address their role may not open: why it is closed, and where to go instead. */
function ForAdministrators({ title, role, need }: { title: string; role: Role; need: Need }) {
  const mine = ROLE_WORK[role === 'administrator' ? 'editor' : role]
  const who = need === 'administrator' ? 'administrators' : `${whoMay(need)} and administrators`
  return (
    <div className={`${card} max-w-2xl space-y-3`}>
      <h2 className="text-xl font-bold text-navy-900">This area is for {who}</h2>
      <p className="text-slate-700">
        {title} can only be opened by {who}. Your account is a {ROLE_LABELS[role].toLowerCase()} account: {mine.work}.
        If your work needs {title.toLowerCase()}, ask an administrator to change your account’s role.
      </p>
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        <a href={mine.home} className="font-semibold text-brand-700 hover:underline">
          {mine.go}
        </a>
        <a href="/admin" className="font-semibold text-brand-700 hover:underline">
          Go to the dashboard
        </a>
      </p>
    </div>
  )
}

function SignOut() {
  const { user, logout } = useAuth()
  if (!user) return null
  return (
    <div className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-600">
      <p>
        Signed in as <strong className="text-slate-900">{user.username}</strong> ({ROLE_LABELS[user.role].toLowerCase()}
        )
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
