import type { OpenWeek } from '../shared/open-now.ts'

/**
 * Whether the phones are answered now: "Open now · closes at 8 pm". Empty and hidden in the HTML,
 * which may be days old; the page's script says it from the week it carries (page-behaviour.ts
 * openNow), so without JavaScript it says nothing rather than something out of date. In the header
 * on wide screens, in the call bar on phones.
 */
export function OpenNow({ week, className }: { week: OpenWeek; className: string }) {
  return (
    <p
      hidden
      data-open-now={JSON.stringify(week)}
      className={`text-xs leading-tight font-semibold text-slate-700 data-[state=open]:text-emerald-800 ${className}`}
    />
  )
}
