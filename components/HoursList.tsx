import type { ShownHours } from '../schemas/business.ts'

/** Colours for the card the hours sit on. */
export interface HoursTone {
  /** The set's name: `Service calls`. */
  name: string
  /** A day's label: `Mon-Fri`. */
  day: string
  /** Its times: `7am-8pm`. */
  time: string
}

/**
 * Every set of hours the business keeps, each under its name, so that a visitor who meets the
 * office's hours and the service-call hours knows which is which. The same list, from the same
 * content, in the footer, the contact and booking pages and the FAQ page.
 */
export function HoursList({ hours, tone }: { hours: ShownHours[]; tone: HoursTone }) {
  return (
    <div className="space-y-4" data-hours>
      {hours.map((set) => (
        <div key={set.name} data-hours-set={set.name}>
          <h3 className={`text-xs font-bold tracking-wide uppercase ${tone.name}`}>{set.name}</h3>
          <dl className="mt-1.5 space-y-1 text-sm">
            {set.rows.map((row) => (
              <div key={row.label} className="flex justify-between gap-4">
                <dt className={tone.day}>{row.label}</dt>
                <dd className={`font-semibold first-letter:uppercase ${tone.time}`}>{row.text}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </div>
  )
}
