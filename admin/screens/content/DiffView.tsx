/** The colour of a line of a unified diff: added, removed, or where a part starts. */
function lineClass(line: string): string {
  if (line.startsWith('+++') || line.startsWith('---')) return 'font-semibold text-slate-700'
  if (line.startsWith('+')) return 'bg-green-50 text-green-900'
  if (line.startsWith('-')) return 'bg-red-50 text-red-900'
  if (line.startsWith('@@')) return 'text-slate-500'
  return 'text-slate-800'
}

/** A unified diff, lines added and removed in colour; each keeps its + or − for those who do not see colour. */
export function DiffView({ diff, label }: { diff: string; label: string }) {
  const lines = diff.replace(/\n$/, '').split('\n')
  return (
    <pre
      aria-label={label}
      className="rounded-lg bg-slate-50 p-3 text-xs leading-5 ring-1 ring-slate-200"
    >
      {lines.map((line, at) => (
        <span key={at} className={`block whitespace-pre-wrap ${lineClass(line)}`}>
          {line || ' '}
        </span>
      ))}
    </pre>
  )
}
