import type { VitalReport } from '../../shared/admin-reports.ts'
import { VITALS } from '../../shared/web-vitals.ts'
import { card } from '../common/ui.ts'
import { count } from './report-numbers.ts'

const RATING_STYLE: Record<VitalReport['rating'], string> = {
  good: 'bg-green-50 text-green-900 ring-green-600/40',
  'needs improvement': 'bg-amber-50 text-amber-900 ring-amber-500/40',
  poor: 'bg-red-50 text-red-900 ring-red-600/40',
}

const vitalValue = (vital: VitalReport) =>
  VITALS[vital.metric].unit === 'ms'
    ? vital.p75 >= 1000
      ? `${(vital.p75 / 1000).toLocaleString('en-US', { maximumFractionDigits: 2 })} s`
      : `${count(vital.p75)} ms`
    : vital.p75.toLocaleString('en-US', { maximumFractionDigits: 3 })

/** Real visitors' page speed, per page template, at the 75th percentile, against Google's thresholds. */
export function Speed({ vitals }: { vitals: VitalReport[] }) {
  const templates = [...new Set(vitals.map((vital) => vital.template))].sort()
  return (
    <section aria-labelledby="report-speed" className={`${card} space-y-3 !p-4 sm:!p-6`}>
      <div>
        <h2 id="report-speed" className="text-xl font-bold text-navy-900">
          Page speed for real visitors
        </h2>
        <p className="text-sm text-slate-600">
          The 75th percentile, as Google ranks it: good is a largest paint within 2.5 s, a response to a tap within 200
          ms, and a layout shift under 0.1.
        </p>
      </div>
      {templates.length === 0 ? (
        <p className="text-slate-700">No speed measured in this period yet.</p>
      ) : (
        // A table wider than a phone scrolls sideways: from the keyboard too, once focused.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="overflow-x-auto" tabIndex={0} role="group" aria-labelledby="report-speed">
          <table className="w-full text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Pages
                </th>
                {Object.entries(VITALS).map(([metric, { name }]) => (
                  <th key={metric} scope="col" className="py-2 pl-2 font-semibold">
                    <abbr title={name}>{metric}</abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {templates.map((template) => (
                <tr key={template}>
                  <th scope="row" className="py-2 pr-3 font-semibold break-words text-navy-900">
                    {template}
                  </th>
                  {Object.keys(VITALS).map((metric) => {
                    const vital = vitals.find((each) => each.template === template && each.metric === metric)
                    return (
                      <td key={metric} className="py-2 pl-2">
                        {vital ? (
                          <span
                            className={`inline-block rounded-md px-2 py-0.5 ring-1 ${RATING_STYLE[vital.rating]}`}
                            title={`${count(vital.count)} page loads`}
                          >
                            <span className="block font-semibold whitespace-nowrap">{vitalValue(vital)}</span>
                            <span className="block text-xs">{vital.rating}</span>
                          </span>
                        ) : (
                          '–'
                        )}
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
