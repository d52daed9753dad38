import type { ReactNode } from 'react'
import './style.css'
import { BackToTop } from '../components/BackToTop.tsx'
import { CallBar } from '../components/CallBar.tsx'
import { Footer } from '../components/Footer.tsx'
import { Header } from '../components/Header.tsx'
import { Logo } from '../components/Logo.tsx'
import { usePageContext } from './usePageContext.tsx'

/** Pages for the people who run the site: sign-in and the admin area. */
export const isAdminPath = (path: string) => path === '/auth' || path === '/admin' || path.startsWith('/admin/')

/**
 * The shell around every page: header, the page, footer, the phone call bar and back-to-top. The
 * admin area and sign-in have their own, plainer shell: staff need no call bar or marketing footer.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { shell, urlPathname } = usePageContext()
  const logo = { name: shell.name, tagline: shell.tagline, logo: shell.logo }
  const phone = { telephone: shell.telephone, telephoneHref: shell.telephoneHref }
  if (isAdminPath(urlPathname)) {
    return (
      <div className="flex min-h-screen flex-col bg-slate-50">
        <SkipLink />
        <header className="border-b border-slate-200 bg-white">
          <div className="container-page flex h-16 items-center justify-between gap-4">
            <Logo {...logo} />
            <p className="flex items-center gap-4 text-sm">
              <span className="hidden font-semibold text-slate-600 sm:inline">Site administration</span>
              <a href="/" className="font-semibold text-brand-700 hover:underline">
                View the website
              </a>
            </p>
          </div>
        </header>
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
      </div>
    )
  }
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <Header {...logo} {...phone} links={shell.header} currentPath={urlPathname} openWeek={shell.openWeek} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer
        {...logo}
        {...phone}
        columns={shell.footer}
        email={shell.email}
        address={shell.address}
        hours={shell.hours}
        afterHoursNote={shell.afterHoursNote}
        social={shell.social}
        claims={shell.claims}
      />
      <CallBar {...phone} openWeek={shell.openWeek} />
      <BackToTop />
    </div>
  )
}

/** The first stop of the keyboard on every page: straight to its content. */
function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Skip to content
    </a>
  )
}
