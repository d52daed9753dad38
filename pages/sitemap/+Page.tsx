import { useData } from '../../renderer/usePageContext.tsx'
import { PageHero } from '../../components/PageHero.tsx'
import { Section } from '../../components/Section.tsx'
import type { Data } from './+data.ts'

function LinkGroup({ heading, links }: { heading: string; links: { path: string; label: string }[] }) {
  return (
    <section className="mb-8 break-inside-avoid">
      <h2 className="text-lg font-bold text-navy-900">{heading}</h2>
      <ul className="mt-2 space-y-1">
        {links.map((link) => (
          <li key={link.path}>
            <a href={link.path} className="tap-target text-brand-700 hover:underline">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

export default function Page() {
  const { heading, intro, groups, areaHeading, areaGroups, breadcrumbs } = useData<Data>()
  return (
    <>
      <PageHero heading={heading} text={intro} breadcrumbs={breadcrumbs} />
      <Section>
        <div className="columns-1 gap-10 sm:columns-2 lg:columns-3">
          {groups.map((group) => (
            <LinkGroup key={group.heading} {...group} />
          ))}
        </div>
      </Section>
      <Section heading={areaHeading} tone="muted">
        <div className="columns-1 gap-10 sm:columns-2 lg:columns-3">
          {areaGroups.map((group) => (
            <LinkGroup key={group.heading} {...group} />
          ))}
        </div>
      </Section>
    </>
  )
}
