import type { ShownHours } from '../schemas/business.ts'
import { HoursList } from './HoursList.tsx'
import { Icon } from './Icon.tsx'

export interface OfficeCardProps {
  telephone: string
  telephoneHref: string
  email?: string
  emailResponse?: string
  address?: { street: string; locality: string; region: string; postalCode: string }
  hours: ShownHours[]
  afterHoursNote: string
}

/** How to reach the business: phone, email, address and hours. */
export function OfficeCard({
  telephone,
  telephoneHref,
  email,
  emailResponse,
  address,
  hours,
  afterHoursNote,
}: OfficeCardProps) {
  return (
    <aside className="space-y-6 rounded-2xl bg-navy-900 p-6 text-white sm:p-8">
      <div>
        <h2 className="flex items-center gap-2 font-bold">
          <Icon name="phone" className="size-5 text-amber-300" />
          Call us
        </h2>
        <a href={telephoneHref} className="mt-1 block text-2xl font-extrabold hover:underline">
          {telephone}
        </a>
      </div>
      {email && (
        <div>
          <h2 className="flex items-center gap-2 font-bold">
            <Icon name="mail" className="size-5 text-amber-300" />
            Email
          </h2>
          <a href={`mailto:${email}`} className="mt-1 block break-all hover:underline">
            {email}
          </a>
          {emailResponse && <p className="mt-1 text-sm text-brand-100">{emailResponse}</p>}
        </div>
      )}
      {address && (
        <div>
          <h2 className="flex items-center gap-2 font-bold">
            <Icon name="map-pin" className="size-5 text-amber-300" />
            Main office
          </h2>
          <address className="mt-1 not-italic text-brand-50">
            {address.street}
            <br />
            {address.locality}, {address.region} {address.postalCode}
          </address>
        </div>
      )}
      <div>
        <h2 className="flex items-center gap-2 font-bold">
          <Icon name="clock" className="size-5 text-amber-300" />
          Hours
        </h2>
        <div className="mt-3">
          <HoursList hours={hours} tone={{ name: 'text-amber-300', day: 'text-brand-100', time: '' }} />
        </div>
        <p className="mt-2 text-sm text-brand-100">{afterHoursNote}</p>
      </div>
    </aside>
  )
}
