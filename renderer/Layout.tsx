import type { ReactNode } from 'react'
import './style.css'
import { BackToTop } from '../components/BackToTop.tsx'
import { CallBar } from '../components/CallBar.tsx'
import { Footer } from '../components/Footer.tsx'
import { Header } from '../components/Header.tsx'
import { usePageContext } from './usePageContext.tsx'

/** The shell around every page: header, the page, footer, the phone call bar and back-to-top. */
export function Layout({ children }: { children: ReactNode }) {
  const { shell, urlPathname } = usePageContext()
  const logo = { name: shell.name, tagline: shell.tagline, logo: shell.logo }
  const phone = { telephone: shell.telephone, telephoneHref: shell.telephoneHref }
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Skip to content
      </a>
      <Header {...logo} {...phone} links={shell.header} currentPath={urlPathname} />
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
      <CallBar {...phone} />
      <BackToTop />
    </div>
  )
}
