import * as Tooltip from '@radix-ui/react-tooltip'
import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { BackToTop } from '../components/BackToTop.tsx'
import { CallBar } from '../components/CallBar.tsx'
import { Footer } from '../components/Footer.tsx'
import { Header } from '../components/Header.tsx'
import { scrollToAnchor } from './anchors.ts'
import './style.css'

/** The shell around every page: header, the page, footer, the phone call bar and back-to-top. */
export default function Layout({ children }: { children: ReactNode }) {
  const { shell, urlPathname } = usePageContext()
  const logo = { name: shell.name, tagline: shell.tagline, logo: shell.logo }
  const phone = { telephone: shell.telephone, telephoneHref: shell.telephoneHref }
  return (
    <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
      <div onClick={scrollToAnchor} className="flex min-h-screen flex-col">
        <a href="#main" className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
          Skip to content
        </a>
        <Header {...logo} {...phone} links={shell.header} currentPath={urlPathname} />
        <div id="page-loading" role="status" hidden className="fixed inset-x-0 top-0 z-50 bg-brand-600 py-1 text-center text-sm font-semibold text-white">
          Loading...
        </div>
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
    </Tooltip.Provider>
  )
}
