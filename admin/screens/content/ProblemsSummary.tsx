import { forwardRef } from 'react'
import type { ContentFieldProblem } from '../../../shared/admin-content.ts'
import type { PlacedProblems } from './problem-paths.ts'

/**
 * Moves the focus to the field the form names `id`: its input, or for a list, a group or the map,
 * the first control inside it. Whether there was one to focus.
 */
export function focusField(id: string): boolean {
  const field = document.getElementById(id)
  const control = field?.matches('input, select, textarea, button')
    ? field
    : field?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea, button')
  control?.focus()
  return !!control
}

/** Where a problem is: its field, or the line of the file. */
const where = (problem: ContentFieldProblem) =>
  problem.field ? `${problem.field} (line ${problem.line})` : `line ${problem.line}`

/**
 * Above the form after a refused save or check: how many problems there are, a button to each
 * field that has one, and the problems the form cannot show at a field: about the whole file, and
 * in other files (a duplicate slug, a near-copy of this city), each with its file. It takes the
 * focus when no field has a problem, so that it is read at once.
 */
export const ProblemsSummary = forwardRef<HTMLDivElement, { placed: PlacedProblems; file: string; saving: boolean }>(
  function ProblemsSummary({ placed, file, saving }, ref) {
    const atFields = placed.fieldIds.length
    const count = atFields + placed.aboutFile.length + placed.elsewhere.length
    return (
      <div ref={ref} tabIndex={-1} className="space-y-3 rounded-xl bg-red-50 p-4 ring-1 ring-accent-600/40">
        <h3 className="font-bold text-accent-700">
          {saving ? 'Not saved: ' : ''}
          {count === 1 ? 'the check found a problem' : `the check found problems (${count})`}
        </h3>
        {atFields > 0 && (
          <p className="text-sm text-slate-800">
            {atFields === 1 ? 'One field needs' : `${atFields} fields need`} a change; each problem is shown under its
            field.{' '}
            <button
              type="button"
              onClick={() => focusField(placed.fieldIds[0]!)}
              className="font-semibold text-brand-700 underline"
            >
              Go to the first
            </button>
          </p>
        )}
        {placed.aboutFile.length > 0 && (
          <ProblemList title={`In ${file}`} problems={placed.aboutFile} />
        )}
        {placed.elsewhere.length > 0 && (
          <ProblemList title="In other files, because of this change" problems={placed.elsewhere} withFile />
        )}
      </div>
    )
  },
)

function ProblemList({ title, problems, withFile }: { title: string; problems: ContentFieldProblem[]; withFile?: boolean }) {
  return (
    <div>
      <h4 className="text-sm font-semibold text-slate-800">{title}</h4>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800">
        {problems.map((problem, at) => (
          <li key={at}>
            <span className="font-semibold">
              {withFile ? `${problem.file}, ` : ''}
              {where(problem)}:
            </span>{' '}
            {problem.message}
          </li>
        ))}
      </ul>
    </div>
  )
}
