import type { ContentProblem } from '../errors.ts'
import type { Checked, Parsed } from '../parse.ts'
import type { HomePage } from '../../schemas/pages/home.ts'
import type { NotFoundPage } from '../../schemas/pages/not-found.ts'
import type { ServicesPage } from '../../schemas/pages/services.ts'
import type { SiteEntries } from '../build.ts'

/** Pages with card fields: services, products, /residential and /commercial. */
export function cardPaths({ services, products }: Pick<SiteEntries, 'services' | 'products'>): Set<string> {
  return new Set([...services.map((s) => s.path), ...products.map((p) => p.path), '/residential', '/commercial'])
}

/**
 * Cards name pages that have card fields. A link to no page at all is reported by the link check,
 * so only pages that exist but cannot be cards are reported here.
 */
export function checkCards(
  pages: { home: Parsed<HomePage>; services: Parsed<ServicesPage>; 'not-found': Parsed<NotFoundPage> },
  known: Set<string>,
  cards: Set<string>,
): ContentProblem[] {
  const notCard = (href: string) => known.has(href) && !cards.has(href)
  const lists = (['home', 'services'] as const).flatMap((name) =>
    pages[name].value.services.cards.flatMap((href, i) =>
      notCard(href)
        ? [
            pages[name].source.problem(
              ['services', 'cards', i],
              `"${href}" cannot be shown as a card; use a service, a product, /residential or /commercial`,
            ),
          ]
        : [],
    ),
  )
  const notFound = pages['not-found']
  const teasers = notFound.value.teasers.flatMap((href, i) =>
    notCard(href) ? [notFound.source.problem(['teasers', i], `"${href}" cannot be shown as a card`)] : [],
  )
  return [...lists, ...teasers]
}

/** Each related page a service or product names is a file of its folder. */
export function checkRelated(files: Checked<{ related?: string[] }>[], folder: string): ContentProblem[] {
  const slugs = new Set(files.map((file) => file.slug))
  return files.flatMap(({ value, source }) =>
    (value.related ?? []).flatMap((slug, i) =>
      slugs.has(slug) ? [] : [source.problem(['related', i], `no file ${folder}/${slug}.yaml`)],
    ),
  )
}
