import type { ReactNode } from 'react'
import { ContentSections, type ContentSection } from './ContentSections.tsx'
import { Paragraphs } from './Paragraphs.tsx'
import { Section } from './Section.tsx'
import type { CardImage } from './ServiceCard.tsx'

export interface IntroSectionProps {
  intro: string[]
  sections: ContentSection[]
  image: CardImage
  /** Shown under the picture, beside the text (a service's features, say). */
  children?: ReactNode
}

/** The first section of a service or product page: its introduction and sections, and its picture beside them. */
export function IntroSection({ intro, sections, image, children }: IntroSectionProps) {
  return (
    <Section>
      <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
        <div>
          <Paragraphs paragraphs={intro} className="text-lg text-slate-700" />
          <div className="mt-10">
            <ContentSections sections={sections} />
          </div>
        </div>
        <div className="space-y-6 self-start">
          <img
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            className="w-full rounded-2xl bg-brand-50 shadow-sm"
          />
          {children}
        </div>
      </div>
    </Section>
  )
}
