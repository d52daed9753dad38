import { join, resolve } from 'node:path'
import { buildSite, completeContent, siteEntries, siteRoutes } from './build.ts'
import { checkPosts, postSlugs } from './checks/blog.ts'
import { cardPaths, checkCards, checkRelated } from './checks/cards.ts'
import { checkCities, checkCountyRegions, checkMarkerGroups } from './checks/cities.ts'
import { checkCopiedCities, comparedCities, type ComparedCity, type IndexPair } from './checks/doorway.ts'
import { checkFaqTabs } from './checks/faq.ts'
import { checkCityHeads } from './checks/head-text.ts'
import { checkForms } from './checks/forms.ts'
import { checkMapTiles } from './checks/map-tiles.ts'
import { checkLinksAndImages, checkPostLinks, knownPaths } from './checks/links.ts'
import { checkSitemap } from './checks/sitemap.ts'
import { ContentError, sortProblems, type ContentProblem } from './errors.ts'
import { parseContent, type ParsedContent } from './parse.ts'
import { allSources, readContentFiles } from './read.ts'
import type { Site } from '../schemas/site.ts'
import { readEnv } from '../shared/env.ts'

/** The content folder: CONTENT_DIR, else content/ in the working folder. */
export function defaultContentDir(): string {
  return resolve(readEnv(process.env, ['CONTENT_DIR']).CONTENT_DIR)
}

/**
 * Reads, validates and cross-checks a content folder; never throws for bad content, returns every
 * problem instead. The files are read, each is parsed with its schema, the checks across files
 * run in order, and the site is built when nothing is wrong.
 *
 * With `copiesLater` (the build's), the comparison of every city's text with every other's
 * (checks/doorway.ts), the costliest check, is left to the caller when nothing else is wrong:
 * `copiesLater` is given what it compares as soon as the cities are parsed (to compare in a thread
 * of its own, say, with alikeIndexes, while the other checks run), and `copies.problems()` reports
 * the pairs it found. The build renders meanwhile, and publishes only if there is no problem. When
 * something else is wrong, the comparison runs at once, so that every problem is listed together.
 *
 * `changed` names the files (relative to the folder) an editor has just changed: of two cities
 * whose texts are the same, the changed one is reported as the copy (checks/doorway.ts).
 */
export function checkContent(
  contentDir: string = defaultContentDir(),
  { copiesLater, changed = [] }: { copiesLater?: (cities: ComparedCity[]) => void; changed?: string[] } = {},
): {
  site: Site | null
  problems: ContentProblem[]
  copies: { problems: (found?: IndexPair[]) => ContentProblem[] } | null
} {
  const files = readContentFiles(contentDir)
  const content = parseContent(files)
  copiesLater?.(comparedCities(content.cities))
  const copies = {
    problems: (found?: IndexPair[]) =>
      sortProblems(checkCopiedCities(content.cities, found, new Set(changed.map((file) => join(contentDir, file))))),
  }
  const problems = [...files.problems, ...content.problems, ...checkParts(content, contentDir)]
  const failed = (found: ContentProblem[]) => ({ site: null, problems: sortProblems(found), copies: null })
  const complete = completeContent(content)
  if (!complete) return failed([...problems, ...copies.problems()])

  const entries = siteEntries(complete)
  const routes = siteRoutes(complete, entries)
  const known = knownPaths(routes, postSlugs(content.posts))
  const { pages } = complete
  const links = checkLinksAndImages(allSources(files), known, join(contentDir, 'public'))
  problems.push(
    ...links.problems,
    ...checkPostLinks(content.posts, known),
    ...checkCards(pages, known, cardPaths(entries)),
    ...checkSitemap(pages.sitemap, new Set(complete.counties.value.counties.map((c) => c.name)), entries.cities),
    ...checkFaqTabs(complete.faq),
    ...checkForms(complete.forms),
    ...checkMapTiles(pages['service-area']),
  )
  if (problems.length) return failed([...problems, ...copies.problems()])
  const site = buildSite(complete, entries, routes, links.images)
  const copied = copiesLater ? [] : copies.problems()
  if (copied.length) return failed(copied)
  return {
    site,
    problems: [],
    copies: copiesLater ? copies : null,
  }
}

/** The checks across files that need only some of them valid: each runs on what it needs. */
function checkParts(content: ParsedContent, contentDir: string): ContentProblem[] {
  const regions = content.regions?.value.regions
  return [
    ...checkCities(content.cities, {
      contentDir,
      business: content.business?.value,
      counties: content.counties?.value.counties,
      regions,
      markerGroups: content.pages['service-area']?.value.map.markerGroups,
    }),
    ...checkCityHeads(content.cities, content.pages['service-area'], content.business?.value, contentDir),
    ...checkCountyRegions(content.counties, regions),
    ...checkMarkerGroups(content.pages['service-area']),
    ...checkRelated(content.services, 'services'),
    ...checkRelated(content.products, 'products'),
    ...checkPosts(content.posts, content.taxonomy?.value, contentDir),
  ]
}

/** Loads a content folder; throws ContentError listing every problem. */
export function loadSite(contentDir: string = defaultContentDir()): Site {
  const { site, problems } = checkContent(contentDir)
  if (!site) throw new ContentError(problems)
  return site
}

const cache = new Map<string, Site>()

/** loadSite() once per folder per process: a process renders many pages from one load. */
export function getSite(contentDir: string = defaultContentDir()): Site {
  let site = cache.get(contentDir)
  if (!site) {
    site = loadSite(contentDir)
    cache.set(contentDir, site)
  }
  return site
}
