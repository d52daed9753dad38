/** Text the content wrote as paragraphs separated by blank lines, already split. */
export function Paragraphs({ paragraphs, className = '' }: { paragraphs: string[]; className?: string }) {
  return (
    <div className={`prose-text space-y-4 leading-relaxed ${className}`}>
      {paragraphs.map((text, i) => (
        <p key={i}>{text}</p>
      ))}
    </div>
  )
}
