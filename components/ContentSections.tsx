import { Icon } from './Icon.tsx'
import { Paragraphs } from './Paragraphs.tsx'

export interface ContentSection {
  heading: string
  paragraphs: string[]
  bullets: string[]
}

/** Headed sections of prose and bullet points, as content files write them. */
export function ContentSections({ sections }: { sections: ContentSection[] }) {
  return (
    <div className="space-y-10">
      {sections.map((section) => (
        <section key={section.heading}>
          <h2 className="text-2xl font-bold tracking-tight text-navy-900">{section.heading}</h2>
          <Paragraphs paragraphs={section.paragraphs} className="mt-3 text-slate-700" />
          {section.bullets.length > 0 && (
            <ul className="mt-4 grid gap-2 sm:grid-cols-2">
              {section.bullets.map((bullet) => (
                <li key={bullet} className="flex gap-2 text-slate-700">
                  <Icon name="check" className="mt-1 size-4 shrink-0 text-green-700" />
                  {bullet}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  )
}
