import { useId, useState, type FormEvent } from 'react'
import { inputClass } from '../../components/Field.tsx'
import { errorText } from '../common/api.ts'
import { adminDateTime } from '../common/business-time.tsx'
import type { LeadDetail } from '../../shared/admin-leads.ts'
import { button, card, label } from '../common/ui.ts'
import { useApiMutation } from '../common/useApiMutation.ts'

/** The team's notes on a lead, oldest first, each with its author and time; and a note to add. */
export function LeadNotes({ lead }: { lead: LeadDetail }) {
  const id = useId()
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const add = useApiMutation<string>({
    method: 'POST',
    url: () => `/api/admin/leads/${lead.id}/notes`,
    body: (body) => ({ body }),
    success: 'Note saved.',
    invalidates: ['/api/admin/leads', `/api/admin/leads/${lead.id}`],
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!text.trim()) return setProblem('Write the note first: what happened, or what comes next.')
    setProblem(null)
    add.mutate(text, {
      onSuccess: () => setText(''),
      onError: (error) => setProblem(errorText(error)),
    })
  }
  return (
    <section className={card} aria-label="Team notes">
      <h3 className="text-lg font-bold text-navy-900">Team notes</h3>
      {lead.notes.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No notes yet.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {lead.notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-slate-50 p-3">
              <p className="text-sm text-slate-600">
                <strong className="text-slate-900">{note.author}</strong> ·{' '}
                <time dateTime={note.createdAt}>{adminDateTime(note.createdAt, lead.timeZone)}</time>
              </p>
              <p className="mt-1 whitespace-pre-line text-slate-900 [overflow-wrap:anywhere]">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} className="mt-4 space-y-2" noValidate>
        <label htmlFor={`${id}note`} className={label}>
          Add a note
        </label>
        <textarea
          id={`${id}note`}
          rows={3}
          maxLength={4000}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}problem` : undefined}
          className={inputClass}
        />
        {problem && (
          <p id={`${id}problem`} className="text-sm font-semibold text-accent-700">
            {problem}
          </p>
        )}
        <button type="submit" className={button} disabled={add.isPending}>
          Save note
        </button>
      </form>
    </section>
  )
}
