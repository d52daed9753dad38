import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { paragraphs, type Section } from '../../schemas/common.ts'
import type { Site } from '../../schemas/site.ts'
import { crumbs, type PageData } from '../../renderer/page-data.ts'
import { sectionsOf } from '../content-props.ts'

export type Data = Awaited<ReturnType<typeof data>>

export function data(pageContext: PageContextServer) {
  const name = pageContext.routeParams.document
  if (name !== 'privacy-policy' && name !== 'terms-of-service') throw render(404)
  const page = pageContext.site.pages[name]
  return {
    seo: page.seo,
    breadcrumbs: crumbs({ name: page.heading, path: `/${name}` }),
    heading: page.heading,
    lastUpdated: new Date(`${page.lastUpdated}T12:00:00Z`).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }),
    intro: paragraphs(page.intro),
    sections: name === 'privacy-policy' ? withTextMessages(page.sections, pageContext.site) : sectionsOf(page.sections),
  } satisfies PageData
}

/**
 * The privacy policy's sections with the text-message section of content/forms.yaml after the first
 * (what is collected), so the policy says what the forms' box says, from the same file.
 */
function withTextMessages(sections: Section[], site: Site) {
  const texts = site.forms.textMessages
  if (!texts) return sectionsOf(sections)
  const [first, ...rest] = sections
  return sectionsOf([first!, { heading: texts.privacyHeading, body: texts.privacy }, ...rest])
}
