import type { IconName } from '../schemas/common.ts'
import { Icon } from './Icon.tsx'

export interface Point {
  icon: IconName
  title: string
  description: string
}

/** Icon, title and a sentence, in a grid: benefits, values, reasons. */
export function PointGrid({
  points,
  columns = 3,
  tone = 'light',
  level = 3,
}: {
  points: Point[]
  columns?: 2 | 3 | 4
  tone?: 'light' | 'dark'
  /** The titles' heading level: 2 when the grid opens a band with no heading of its own, so no level is skipped. */
  level?: 2 | 3
}) {
  const Title = level === 2 ? 'h2' : 'h3'
  const grid = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' }[columns]
  return (
    <ul className={`grid gap-5 ${grid}`}>
      {points.map((point) => (
        <li
          key={point.title}
          className={`rounded-2xl p-6 ${tone === 'dark' ? 'bg-white/5 ring-1 ring-white/10' : 'border border-slate-200 bg-white shadow-sm'}`}
        >
          <span
            className={`inline-flex size-12 items-center justify-center rounded-xl ${tone === 'dark' ? 'bg-white/10 text-amber-300' : 'bg-brand-50 text-brand-700'}`}
          >
            <Icon name={point.icon} />
          </span>
          <Title className={`mt-4 text-lg font-bold ${tone === 'dark' ? 'text-white' : 'text-navy-900'}`}>
            {point.title}
          </Title>
          <p className={`mt-2 ${tone === 'dark' ? 'text-brand-100' : 'text-slate-600'}`}>{point.description}</p>
        </li>
      ))}
    </ul>
  )
}
