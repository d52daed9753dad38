import type { DayTotals } from '../../shared/admin-reports.ts'
import { calendarDay } from '../../shared/business-time.ts'
import { card } from '../common/ui.ts'
import { count } from './report-numbers.ts'

const SERIES = [
  { key: 'visits', label: 'Visits' },
  { key: 'calls', label: 'Calls tapped' },
  { key: 'formsSent', label: 'Forms sent' },
] as const

/** A small bar chart per series, a bar a day. */
export function Charts({ daily }: { daily: DayTotals[] }) {
  return (
    <section aria-labelledby="report-charts" className="space-y-3">
      <h2 id="report-charts" className="text-xl font-bold text-navy-900">
        Day by day
      </h2>
      <ul className="grid gap-3 md:grid-cols-3">
        {SERIES.map(({ key, label }) => (
          <li key={key} className={`${card} !p-4`}>
            <DayChart label={label} values={daily.map((day) => ({ day: day.day, value: day[key] }))} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function DayChart({ label, values }: { label: string; values: { day: string; value: number }[] }) {
  const most = Math.max(...values.map((each) => each.value))
  const total = values.reduce((sum, each) => sum + each.value, 0)
  const busiest = values.find((each) => each.value === most)!
  const width = 100 / values.length
  const summary =
    total === 0
      ? `${label}: none in this period`
      : `${label}: ${count(total)} in all; the most in a day, ${count(most)}, on ${calendarDay(busiest.day)}`
  return (
    <figure>
      <figcaption className="flex justify-between text-sm font-semibold text-slate-700">
        <span>{label}</span>
        <span>{count(total)}</span>
      </figcaption>
      <svg viewBox="0 0 100 40" preserveAspectRatio="none" className="mt-2 h-16 w-full" role="img" aria-label={summary}>
        <line x1="0" y1="39.5" x2="100" y2="39.5" className="stroke-slate-300" strokeWidth="0.5" />
        {values.map((each, i) =>
          each.value ? (
            <rect
              key={each.day}
              x={i * width + width * 0.15}
              width={width * 0.7}
              y={40 - (each.value / most) * 38}
              height={(each.value / most) * 38}
              className="fill-brand-600"
            >
              <title>{`${calendarDay(each.day)}: ${count(each.value)}`}</title>
            </rect>
          ) : null,
        )}
      </svg>
    </figure>
  )
}
