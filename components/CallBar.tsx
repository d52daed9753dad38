import { Icon } from './Icon.tsx'
import { OpenNow } from './OpenNow.tsx'
import type { OpenWeek } from '../shared/open-now.ts'

/**
 * Fixed bottom bar on phones: call with one tap, or book. Hidden from medium screens up. A landmark
 * of its own, so a screen reader's list of landmarks reaches it.
 */
export function CallBar({
  telephone,
  telephoneHref,
  openWeek,
}: {
  telephone: string
  telephoneHref: string
  /** When the phones are answered, said above the buttons. */
  openWeek: OpenWeek
}) {
  return (
    <nav
      aria-label="Call or book"
      data-testid="call-bar"
      className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-2 border-t border-slate-200 bg-white shadow-[0_-4px_12px_rgb(0_0_0/0.08)] md:hidden"
    >
      {/* Above the bar, not in it: appearing, it moves nothing on the page. */}
      <OpenNow
        week={openWeek}
        className="absolute inset-x-0 bottom-full border-t border-slate-200 bg-white py-1 text-center"
      />
      <a
        href={telephoneHref}
        className="flex items-center justify-center gap-2 bg-accent-600 py-3.5 font-bold text-white"
      >
        <Icon name="phone" className="size-5" />
        Call Now<span className="sr-only"> {telephone}</span>
      </a>
      <a href="/booking" className="flex items-center justify-center gap-2 py-3.5 font-bold text-navy-900">
        <Icon name="calendar-check" className="size-5" />
        Book Online
      </a>
    </nav>
  )
}
