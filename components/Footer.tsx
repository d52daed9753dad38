import type { ShownHours } from '../schemas/business.ts'
import { HoursList } from './HoursList.tsx'
import { Icon } from './Icon.tsx'
import type { NavLink } from '../schemas/navigation.ts'
import { Logo, type LogoProps } from './Logo.tsx'

export interface FooterProps extends LogoProps {
  columns: { heading: string; links: NavLink[] }[]
  telephone: string
  telephoneHref: string
  email: string
  address: { street: string; locality: string; region: string; postalCode: string }
  hours: ShownHours[]
  afterHoursNote: string
  social: { label: string; url: string }[]
  claims: string[]
}

export function Footer({
  columns,
  telephone,
  telephoneHref,
  email,
  address,
  hours,
  afterHoursNote,
  social,
  claims,
  ...logo
}: FooterProps) {
  // Phones: the business and the hours across, the link columns two by two. Tablets and small
  // laptops: the business beside the hours, the three link columns below. From 1280 px: one row.
  return (
    <footer className="bg-navy-950 pb-20 text-slate-300 md:pb-0">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-12 md:grid-cols-3 md:gap-x-10 xl:grid-cols-[minmax(0,1.5fr)_minmax(0,1.1fr)_repeat(3,minmax(0,1fr))] xl:gap-x-8">
        <div className="col-span-2 xl:col-span-1">
          <Logo {...logo} inverted />
          <ul className="mt-5 flex flex-wrap gap-2 text-xs">
            {claims.map((claim) => (
              <li key={claim} className="rounded-full border border-navy-700 px-3 py-1 text-slate-200">
                {claim}
              </li>
            ))}
          </ul>
          <FooterAddress address={address} telephone={telephone} telephoneHref={telephoneHref} email={email} />
        </div>
        <FooterHours hours={hours} afterHoursNote={afterHoursNote} />
        {columns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="text-sm font-bold tracking-wide text-white uppercase">{column.heading}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="tap-target hover:text-white hover:underline">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <FooterBar copyright={copyrightLine(logo.name, address.locality, address.region)} social={social} />
    </footer>
  )
}

/** Where the business is, and its phone and email. */
function FooterAddress({
  address,
  telephone,
  telephoneHref,
  email,
}: Pick<FooterProps, 'address' | 'telephone' | 'telephoneHref' | 'email'>) {
  return (
    <address className="mt-6 space-y-2 text-sm not-italic">
      <p className="flex gap-2">
        <Icon name="map-pin" className="mt-0.5 size-4 shrink-0 text-brand-200" />
        <span>
          {address.street}
          <br />
          {address.locality}, {address.region} {address.postalCode}
        </span>
      </p>
      <p className="flex gap-2">
        <Icon name="phone" className="mt-0.5 size-4 shrink-0 text-brand-200" />
        <a href={telephoneHref} className="tap-target font-semibold text-white hover:underline">
          {telephone}
        </a>
      </p>
      <p className="flex gap-2">
        <Icon name="mail" className="mt-0.5 size-4 shrink-0 text-brand-200" />
        <a href={`mailto:${email}`} className="tap-target hover:underline">
          {email}
        </a>
      </p>
    </address>
  )
}

function FooterHours({ hours, afterHoursNote }: Pick<FooterProps, 'hours' | 'afterHoursNote'>) {
  return (
    <div className="col-span-2 md:col-span-1">
      <h2 className="flex items-center gap-2 text-sm font-bold tracking-wide text-white uppercase">
        <Icon name="clock" className="size-4" />
        Business Hours
      </h2>
      <div className="mt-4">
        <HoursList hours={hours} tone={{ name: 'text-brand-200', day: '', time: 'text-white' }} />
      </div>
      <p className="mt-3 text-xs text-slate-400">{afterHoursNote}</p>
    </div>
  )
}

/** The bottom line: copyright, then the social links. */
function FooterBar({ copyright, social }: { copyright: string; social: FooterProps['social'] }) {
  return (
    <div className="border-t border-navy-800">
      <div className="container-page flex flex-col gap-3 py-6 text-xs text-slate-400 sm:flex-row sm:items-center sm:justify-between">
        <p>{copyright}</p>
        <ul className="flex gap-4">
          {social.map((item) => (
            <li key={item.url}>
              <a href={item.url} rel="noopener" className="hover:text-white hover:underline">
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}

/** "© Gulfline Garage Door Co. · Oldsmar, FL": one period at most after the name, whether or not the name ends with one. */
export function copyrightLine(name: string, locality: string, region: string): string {
  return `© ${name.trim()} · ${locality}, ${region}`
}
