import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import './style.css'

/** The shell around every page: header with navigation, the page, footer with hours and address. */
export default function Layout({ children }: { children: ReactNode }) {
  const { shell } = usePageContext()
  return (
    <>
      <header>
        <a href="/">{shell.name}</a>
        <nav aria-label="Main">
          <ul>
            {shell.header.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <a href={shell.telephoneHref}>{shell.telephone}</a>
      </header>
      <main id="main">{children}</main>
      <footer>
        <address>
          {shell.address.street}, {shell.address.locality}, {shell.address.region} {shell.address.postalCode}
        </address>
        <ul>
          {shell.hours.map((row) => (
            <li key={row.label}>
              {row.label}: {row.text}
            </li>
          ))}
        </ul>
        {shell.footer.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </footer>
    </>
  )
}
