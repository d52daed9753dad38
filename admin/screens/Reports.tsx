import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import {
  OTHER,
  REPORT_PERIODS,
  REPORT_ROWS,
  type ReportPeriod,
  type ReportRow,
  type SiteReport,
} from '../../shared/admin-reports.ts'
import { calendarDay } from '../../shared/business-time.ts'
import { card } from '../common/ui.ts'
import { count, percent } from './report-numbers.ts'
import { Charts } from './ReportCharts.tsx'
import { Speed } from './ReportSpeed.tsx'

/**
 * Which pages bring calls and leads: visits, taps on the phone number and lead forms sent over the
 * last 7, 30 or 90 days, by the page a visit began on, by city page, by source and by page, with
 * real visitors' page speed. Counted without cookies; visitors who ask not to be tracked are not in it.
 */
export function Reports() {
  const [days, setDays] = useState<ReportPeriod>(30)
  const { data, error, isPlaceholderData } = useQuery<SiteReport>({
    queryKey: [`/api/admin/reports?days=${days}`],
    placeholderData: keepPreviousData,
  })
  return (
    <div className="space-y-6">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">Period</legend>
        {REPORT_PERIODS.map((each) => (
          <label
            key={each}
            className="cursor-pointer rounded-lg px-3 py-1.5 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 has-checked:bg-navy-900 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
          >
            <input
              type="radio"
              name="period"
              value={each}
              checked={days === each}
              onChange={() => setDays(each)}
              className="sr-only"
            />
            Last {each} days
          </label>
        ))}
      </fieldset>
      {error ? (
        <p className="text-accent-700">The reports could not be loaded. Reload to try again.</p>
      ) : !data ? (
        <p>Loading the reports...</p>
      ) : (
        <div className={`space-y-6 ${isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={isPlaceholderData}>
          <Summary report={data} />
          <Charts daily={data.daily} />
          <RowTable
            title="Pages that bring calls and leads"
            note="By the page each visit began on: the calls and forms of the whole visit count for it."
            rows={data.landingPages}
            first="Page"
            visits="Visits"
          />
          <RowTable
            title="City pages"
            note="Visits that began on a city page."
            rows={data.cities}
            first="City"
            visits="Visits"
          />
          <RowTable title="Sources" note="Where visits came from." rows={data.sources} first="Source" visits="Visits" />
          <RowTable
            title="Where visitors call and send forms"
            note="By the page it happened on; a form started is the first thing typed into it."
            rows={data.pages}
            first="Page"
            visits="Views"
            starts
          />
          <Speed vitals={data.vitals} />
        </div>
      )}
    </div>
  )
}

function Summary({ report }: { report: SiteReport }) {
  const { totals } = report
  const stats = [
    ['Visits', count(totals.visits)],
    ['Calls tapped', count(totals.calls)],
    ['Forms sent', count(totals.formsSent)],
    ['Conversion', percent(totals.conversion)],
    ['Leads in the inbox', count(report.leads)],
  ]
  return (
    <section aria-labelledby="report-summary" className="space-y-3">
      <h2 id="report-summary" className="text-xl font-bold text-navy-900">
        {calendarDay(report.from)} to {calendarDay(report.to)}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
        {stats.map(([label, value]) => (
          <div key={label} className={`${card} !p-4`}>
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-2xl font-extrabold text-navy-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-600">
        Conversion (Rate, on a phone) is calls tapped and forms sent per visit. Visitors whose browser asks not to be
        tracked, and those without JavaScript, are not counted; their leads are in the inbox all the same.
      </p>
    </section>
  )
}

/** Rows shown before "Show all". */
const SHOWN = 10

function RowTable({
  title,
  note,
  rows,
  first,
  visits,
  starts = false,
}: {
  title: string
  note: string
  rows: ReportRow[]
  first: string
  visits: string
  starts?: boolean
}) {
  const [all, setAll] = useState(false)
  const id = `report-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`
  const shown = all ? rows : rows.slice(0, SHOWN)
  return (
    <section aria-labelledby={id} className={`${card} space-y-3 !p-4 sm:!p-6`}>
      <div>
        <h2 id={id} className="text-xl font-bold text-navy-900">
          {title}
        </h2>
        <p className="text-sm text-slate-600">{note}</p>
      </div>
      {rows.length === 0 ? (
        <p className="text-slate-700">Nothing counted in this period yet.</p>
      ) : (
        // A table wider than a phone scrolls sideways: from the keyboard too, once focused.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="overflow-x-auto" tabIndex={0} role="group" aria-labelledby={id}>
          <table className="w-full text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {first}
                </th>
                <Numeric header>{visits}</Numeric>
                <Numeric header>Calls</Numeric>
                {starts && (
                  <Numeric header short="Started">
                    Forms started
                  </Numeric>
                )}
                <Numeric header short="Sent">
                  Forms sent
                </Numeric>
                <Numeric header short="Rate">
                  Conversion
                </Numeric>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {shown.map((row) => (
                <tr key={row.key}>
                  <th scope="row" className="py-2 pr-3 font-semibold break-words text-navy-900">
                    {row.label}
                  </th>
                  <Numeric>{count(row.visits)}</Numeric>
                  <Numeric>{count(row.calls)}</Numeric>
                  {starts && <Numeric>{count(row.formStarts)}</Numeric>}
                  <Numeric>{count(row.formsSent)}</Numeric>
                  <Numeric>{row.visits ? percent(row.conversion) : '–'}</Numeric>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <OtherNote rows={rows} />
      {rows.length > SHOWN && (
        <button type="button" className="font-semibold text-brand-700 hover:underline" onClick={() => setAll(!all)}>
          {all ? `Show the first ${SHOWN}` : `Show all ${count(rows.length)}`}
        </button>
      )}
    </section>
  )
}

/** What the last row holds, when it is the one of all the others (server/measure/report.ts). */
function OtherNote({ rows }: { rows: ReportRow[] }) {
  const last = rows.at(-1)
  if (last?.key !== OTHER) return null
  return (
    <p className="text-sm text-slate-600">
      {last.label} sums what is past the first {REPORT_ROWS}, and what was counted on a day past its limit of different
      pages or sources.
    </p>
  )
}

/** A number's cell, or its column's header: with a `short` name for a phone's width. */
function Numeric({ children, header = false, short }: { children: React.ReactNode; header?: boolean; short?: string }) {
  const className = 'py-2 pl-2 text-right tabular-nums whitespace-nowrap'
  return header ? (
    <th scope="col" className={`${className} font-semibold`}>
      {short ? (
        <>
          <span className="sm:hidden">{short}</span>
          <span className="hidden sm:inline">{children}</span>
        </>
      ) : (
        children
      )}
    </th>
  ) : (
    <td className={className}>{children}</td>
  )
}
