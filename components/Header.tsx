import { Icon } from './Icon.tsx'
import type { NavLink } from '../schemas/navigation.ts'
import { Logo, type LogoProps } from './Logo.tsx'
import { Island } from './Island.tsx'
import { MobileMenu } from './MobileMenu.tsx'
import { isCurrent } from './nav.ts'
import { OpenNow } from './OpenNow.tsx'
import type { OpenWeek } from '../shared/open-now.ts'

export interface HeaderProps extends LogoProps {
  links: NavLink[]
  currentPath: string
  telephone: string
  telephoneHref: string
  /** When the phones are answered, for the status beside the phone number. */
  openWeek: OpenWeek
}

export function Header({ links, currentPath, telephone, telephoneHref, openWeek, ...logo }: HeaderProps) {
  return (
    // renderer/+client.ts sets data-scrolled once the page is scrolled, which casts the shadow.
    <header
      data-scrolled="false"
      className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 shadow-none backdrop-blur transition-shadow data-[scrolled=true]:shadow-md"
    >
      <div className="container-page flex h-16 items-center justify-between gap-4 lg:h-20">
        <Logo {...logo} />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => {
              const current = isCurrent(link.href, currentPath)
              return (
                <li key={link.href}>
                  <a
                    href={link.href}
                    aria-current={current ? 'page' : undefined}
                    className={`rounded-md px-3 py-2 text-sm font-semibold transition-colors hover:bg-brand-50 hover:text-brand-700 ${current ? 'text-brand-700' : 'text-slate-700'}`}
                  >
                    {link.label}
                  </a>
                </li>
              )
            })}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {/* Beside the number on tablets; under it once the menu shows, where the header has no room beside it. */}
          <div className="relative flex items-center gap-2">
            <OpenNow
              week={openWeek}
              className="hidden max-w-36 text-right md:block lg:absolute lg:top-full lg:right-0 lg:mt-1 lg:max-w-none lg:whitespace-nowrap"
            />
            <a
              href={telephoneHref}
              className="hidden shrink-0 items-center gap-2 rounded-lg bg-accent-600 px-4 py-2.5 text-sm font-bold whitespace-nowrap text-white shadow-sm transition-colors hover:bg-accent-700 sm:inline-flex"
            >
              <Icon name="phone" className="size-4" />
              {telephone}
            </a>
          </div>
          <Island
            name="MobileMenu"
            component={MobileMenu}
            props={{ links, currentPath, telephone, telephoneHref }}
            wake={['interaction']}
          />
        </div>
      </div>
    </header>
  )
}
