import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, join, relative, resolve, sep } from 'node:path'
import matter from 'gray-matter'
import { parse as parseYaml } from 'yaml'
import type { z } from 'zod'
import { readImageSize, type ImageSize } from './assets.ts'
import { BlogPostSchema, TaxonomySchema } from './blog.ts'
import { BusinessSchema, withHours } from './business.ts'
import { CatalogSchema } from './catalog.ts'
import { CitySchema, citySlug } from './city.ts'
import { CountiesFileSchema } from './county.ts'
import { ContentError, displayPath, sortProblems, unknownName, type ContentProblem } from './errors.ts'
import { FaqSchema } from './faq.ts'
import { FormsSchema } from './forms.ts'
import { insidePolygon } from './geo.ts'
import { NavigationSchema } from './navigation.ts'
import { ProductSchema } from './product.ts'
import { RegionsFileSchema } from './region.ts'
import { buildRoutes, cityPath, productPath, servicePath } from './routes.ts'
import { ServiceSchema } from './service.ts'
import { pageSchemas, type City, type PageName, type Pages, type Product, type Service, type Site } from './site.ts'
import { SourceFile, type FieldPath } from './source.ts'
import { TestimonialsFileSchema } from './testimonial.ts'
import { BUILD_HANDOFF, readEnv } from '../shared/env.mjs'

/** The content folder: CONTENT_DIR, else content/ in the working folder. */
export function defaultContentDir(): string {
  return resolve(readEnv(process.env, ['CONTENT_DIR']).CONTENT_DIR)
}

const INTERNAL_LINK = /^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/
const ASSET = /^\/[\w\-/.]+\.(svg|png|jpe?g|webp|avif)$/

interface Parsed<T> {
  value: T
  source: SourceFile
}

/** A file of a folder (a city, a post): its value when valid, else the fields of it that are right, for the checks across files. */
type Checked<T> = { source: SourceFile; slug: string } & (
  { valid: true; value: T } | { valid: false; value: Partial<T> }
)

/** Reads, validates and cross-checks a content folder; never throws for bad content, returns every problem instead. */
export function checkContent(contentDir: string = defaultContentDir()): {
  site: Site | null
  problems: ContentProblem[]
} {
  const problems: ContentProblem[] = []
  const sources: SourceFile[] = []
  const inContent = (file: string) => relative(contentDir, file).split(sep).join('/')
  const at = (file: string): ContentProblem => ({ file, line: 1, column: 1, field: '', message: '' })

  function readOne<S extends z.ZodType>(relative: string, schema: S): Parsed<z.output<S>> | null {
    const file = join(contentDir, relative)
    if (!existsSync(file)) {
      problems.push({ ...at(file), message: 'file is missing' })
      return null
    }
    return parseSource(SourceFile.readYaml(file), schema)
  }

  function parseSource<S extends z.ZodType>(source: SourceFile, schema: S): Parsed<z.output<S>> | null {
    sources.push(source)
    const result = source.parse(schema)
    if ('problems' in result) {
      problems.push(...result.problems)
      return null
    }
    return { value: result.value, source }
  }

  function readFolder<S extends z.ZodType>(relative: string, schema: S): Checked<z.output<S>>[] {
    const dir = join(contentDir, relative)
    if (!existsSync(dir)) {
      problems.push({ ...at(dir), message: 'folder is missing' })
      return []
    }
    return yamlFiles(dir).map((name) => {
      const source = SourceFile.readYaml(join(dir, name))
      sources.push(source)
      return checked(source, schema, name.replace(/\.ya?ml$/, ''), problems)
    })
  }

  const business = readOne('business.yaml', BusinessSchema)
  const navigation = readOne('navigation.yaml', NavigationSchema)
  const regions = readOne('regions.yaml', RegionsFileSchema)
  const counties = readOne('counties.yaml', CountiesFileSchema)
  const catalog = readOne('catalog.yaml', CatalogSchema)
  const testimonials = readOne('testimonials.yaml', TestimonialsFileSchema)
  const faq = readOne('faq.yaml', FaqSchema)
  const forms = readOne('forms.yaml', FormsSchema)
  const taxonomy = readOne('blog/taxonomy.yaml', TaxonomySchema)
  const cityFiles = readFolder('cities', CitySchema)
  const serviceFiles = readFolder('services', ServiceSchema)
  const productFiles = readFolder('products', ProductSchema)

  const pages = {} as Record<PageName, Parsed<unknown>>
  for (const name of Object.keys(pageSchemas) as PageName[]) {
    const parsed = readOne(`pages/${name}.yaml`, pageSchemas[name])
    if (parsed) pages[name] = parsed
  }
  const pagesDir = join(contentDir, 'pages')
  if (existsSync(pagesDir)) {
    for (const name of yamlFiles(pagesDir)) {
      const pageName = name.replace(/\.ya?ml$/, '')
      if (!(pageName in pageSchemas)) {
        problems.push({
          ...at(join(pagesDir, name)),
          message: `no page is called "${pageName}"; page files are: ${Object.keys(pageSchemas).join(', ')}`,
        })
      }
    }
  }

  const posts = readPosts(join(contentDir, 'blog'), problems)

  // Cities: slugs, file names, references, coordinates, headquarters.
  const cities: City[] = []
  const countyRegions = new Map(counties?.value.counties.map((c) => [c.name, c.region]))
  const countyNames = new Set(countyRegions.keys())
  const regionNames = new Set(regions?.value.regions.map((r) => r.name))
  const headquarters: SourceFile[] = []
  const filesBySlug = new Map<string, SourceFile[]>()
  // Each check runs on the fields it needs when they are right, even if others in the file are wrong.
  for (const city of cityFiles) {
    const { value, source, slug: fileSlug } = city
    const slug = value.name === undefined ? undefined : citySlug(value.name)
    if (slug !== undefined && slug !== fileSlug) {
      problems.push(
        source.problem(
          ['name'],
          `file name "${basename(source.path)}" does not match the city's slug "${slug}" (rename the file to ${slug}.yaml)`,
        ),
      )
    }
    if (slug !== undefined) filesBySlug.set(slug, [...(filesBySlug.get(slug) ?? []), source])
    if (counties && value.county !== undefined && !countyNames.has(value.county)) {
      problems.push(
        source.problem(
          ['county'],
          unknownName('county', value.county, countyNames, 'counties are listed in counties.yaml'),
        ),
      )
    }
    if (regions && value.region !== undefined && !regionNames.has(value.region)) {
      problems.push(
        source.problem(
          ['region'],
          unknownName('region', value.region, regionNames, 'regions are listed in regions.yaml'),
        ),
      )
    }
    const countyRegion = value.county === undefined ? undefined : countyRegions.get(value.county)
    if (countyRegion && value.region !== undefined && regionNames.has(value.region) && value.region !== countyRegion) {
      problems.push(
        source.problem(
          ['region'],
          `region "${value.region}" does not match the county: counties.yaml puts ${value.county} in ${countyRegion} (write region: ${countyRegion}, or check the county)`,
        ),
      )
    }
    if (business && value.position && !insidePolygon(value.position, business.value.stateOutline)) {
      problems.push(
        source.problem(
          ['position'],
          `coordinates ${value.position.latitude}, ${value.position.longitude} are outside ${business.value.state} (is a sign missing from the longitude?)`,
        ),
      )
    }
    if (value.isHQ) headquarters.push(source)
    if (business && city.valid && fileSlug === slug)
      cities.push({ ...city.value, slug, path: cityPath(business.value, slug) })
  }
  // Of several files making one slug, the one named after it keeps it; the others are the duplicates.
  for (const [slug, files] of filesBySlug) {
    if (files.length < 2) continue
    const owner = files.find((file) => basename(file.path) === `${slug}.yaml`) ?? files[0]!
    for (const file of files.filter((f) => f !== owner)) {
      problems.push(file.problem(['name'], `duplicate slug "${slug}": ${inContent(owner.path)} already uses it`))
    }
  }
  if (cityFiles.length && headquarters.length === 0) {
    problems.push({
      ...at(join(contentDir, 'cities')),
      message: 'no city has isHQ: true; exactly one city must be the headquarters',
    })
  }
  for (const extra of headquarters.slice(1)) {
    problems.push(
      extra.problem(
        ['isHQ'],
        `a second headquarters: only one city may have isHQ: true (${inContent(headquarters[0]!.path)} has it)`,
      ),
    )
  }
  for (const county of counties?.value.counties ?? []) {
    if (regions && !regionNames.has(county.region)) {
      const index = counties!.value.counties.indexOf(county)
      problems.push(
        counties!.source.problem(
          ['counties', index, 'region'],
          unknownName('region', county.region, regionNames, 'regions are listed in regions.yaml'),
        ),
      )
    }
  }

  const services: Service[] = serviceFiles.flatMap(({ valid, value, slug }) =>
    valid
      ? [
          {
            ...value,
            ...(value.faq && { faq: withHours(value.faq, business?.value.hours) }),
            slug,
            path: servicePath(slug),
          },
        ]
      : [],
  )
  const products: Product[] = productFiles.flatMap(({ valid, value, slug }) =>
    valid ? [{ ...value, slug, path: productPath(slug) }] : [],
  )
  checkRelated(serviceFiles, new Set(serviceFiles.map((s) => s.slug)), 'services', problems)
  checkRelated(productFiles, new Set(productFiles.map((p) => p.slug)), 'products', problems)

  // Blog: unique slugs and known categories and topics.
  const postSlugs = new Map<string, string>()
  for (const { value, source } of posts) {
    const earlier = value.slug === undefined ? undefined : postSlugs.get(value.slug)
    if (earlier)
      problems.push(source.problem(['slug'], `duplicate slug "${value.slug}": ${inContent(earlier)} already uses it`))
    else if (value.slug !== undefined) postSlugs.set(value.slug, source.path)
    if (taxonomy && value.category && !taxonomy.value.categories.includes(value.category)) {
      problems.push(
        source.problem(
          ['category'],
          unknownName(
            'category',
            value.category,
            taxonomy.value.categories,
            'categories are listed in blog/taxonomy.yaml',
          ),
        ),
      )
    }
    value.tags?.forEach((tag, i) => {
      if (taxonomy && !taxonomy.value.topics.includes(tag)) {
        problems.push(
          source.problem(
            ['tags', i],
            unknownName('topic', tag, taxonomy.value.topics, 'topics are listed in blog/taxonomy.yaml'),
          ),
        )
      }
    })
  }

  const complete =
    business &&
    navigation &&
    regions &&
    counties &&
    catalog &&
    testimonials &&
    faq &&
    forms &&
    taxonomy &&
    Object.keys(pages).length === Object.keys(pageSchemas).length
  if (!complete) return { site: null, problems: sortProblems(problems) }

  const pageValues = Object.fromEntries(Object.entries(pages).map(([name, p]) => [name, p.value])) as Pages
  const navLabels = new Map(navigation.value.header.map((link) => [link.href, link.label]))
  const routes = buildRoutes({ pages: pageValues, services, products, cities, navLabels })
  const knownPaths = new Set([
    ...routes.map((r) => r.path),
    ...[...postSlugs.keys()].map((slug) => `/blog/${slug}`),
    '/admin',
    '/auth',
  ])

  // Every internal link written anywhere in content leads to a page the site builds; every image exists.
  const publicDir = join(contentDir, 'public')
  sources.push(...posts.map((p) => p.source))
  const images: Record<string, ImageSize> = {}
  for (const source of sources) {
    walkStrings(source.data, [], (text, field) => {
      if (INTERNAL_LINK.test(text)) {
        const path = text.split('#')[0]!
        if (!knownPaths.has(path))
          problems.push(source.problem(field, `link "${text}" does not lead to any page the site builds`))
      } else if (ASSET.test(text) && !(text in images)) {
        const file = join(publicDir, text)
        const size = existsSync(file) ? readImageSize(file) : null
        if (size) images[text] = size
        else
          problems.push(
            source.problem(
              field,
              existsSync(file)
                ? `cannot read the size of image "${text}"`
                : `image "${text}" not found in ${displayPath(publicDir)}`,
            ),
          )
      }
    })
  }
  for (const { source, text, bodyStart } of posts) {
    for (const match of text.slice(bodyStart).matchAll(/\]\((\/[^)\s#]*)(#[^)\s]*)?\)/g)) {
      if (!knownPaths.has(match[1]!)) {
        // The line and column of the address, counted in the whole file.
        const before = text.slice(0, bodyStart + match.index + 2).split('\n')
        problems.push({
          file: source.path,
          line: before.length,
          column: before.at(-1)!.length + 1,
          field: 'body',
          message: `link "${match[1]}" does not lead to any page the site builds`,
        })
      }
    }
  }

  // Cards must name pages that have card fields: services, products, /residential, /commercial.
  const cardPaths = new Set([
    ...services.map((s) => s.path),
    ...products.map((p) => p.path),
    '/residential',
    '/commercial',
  ])
  for (const name of ['home', 'services'] as const) {
    pageValues[name].services.cards.forEach((href, i) => {
      if (knownPaths.has(href) && !cardPaths.has(href)) {
        problems.push(
          pages[name].source.problem(
            ['services', 'cards', i],
            `"${href}" cannot be shown as a card; use a service, a product, /residential or /commercial`,
          ),
        )
      }
    })
  }
  pageValues['not-found'].teasers.forEach((href, i) => {
    if (knownPaths.has(href) && !cardPaths.has(href))
      problems.push(pages['not-found'].source.problem(['teasers', i], `"${href}" cannot be shown as a card`))
  })

  // Sitemap groups name real counties, and every county with cities is in a group.
  const grouped = new Set<string>()
  pageValues.sitemap.areaGroups.forEach((group, g) =>
    group.counties.forEach((county, c) => {
      grouped.add(county)
      if (!countyNames.has(county)) {
        problems.push(
          pages.sitemap.source.problem(
            ['areaGroups', g, 'counties', c],
            unknownName('county', county, countyNames, 'counties are listed in counties.yaml'),
          ),
        )
      }
    }),
  )
  for (const county of new Set(cities.map((c) => c.county))) {
    if (countyNames.has(county) && !grouped.has(county)) {
      problems.push(
        pages.sitemap.source.problem(
          ['areaGroups'],
          `the cities of ${county} county are in no group; add "${county}" to one`,
        ),
      )
    }
  }

  const tabIds = new Set<string>()
  faq.value.tabs.forEach((tab, i) => {
    if (tabIds.has(tab.id)) problems.push(faq.source.problem(['tabs', i, 'id'], `duplicate tab id "${tab.id}"`))
    tabIds.add(tab.id)
  })
  if (forms.value.mode === 'static' && forms.value.forwarding?.kind !== 'formsubmit') {
    problems.push(
      forms.source.problem(
        ['mode'],
        'static mode needs forwarding with kind formsubmit: the forwarder the forms post to',
      ),
    )
  }

  if (problems.length) return { site: null, problems: sortProblems(problems) }
  const site: Site = {
    business: business.value,
    navigation: navigation.value,
    regions: regions.value.regions,
    counties: counties.value.counties,
    cities,
    services,
    products,
    catalog: catalog.value,
    testimonials: testimonials.value.testimonials,
    faq: {
      tabs: faq.value.tabs.map((tab) => ({ ...tab, items: withHours(tab.items, business.value.hours) })),
      featured: withHours(faq.value.featured, business.value.hours),
    },
    forms: forms.value,
    pages: pageValues,
    blog: {
      taxonomy: taxonomy.value,
      posts: posts.flatMap((p) => (p.valid ? [{ ...p.value, markdown: p.markdown }] : [])),
    },
    images,
    routes,
  }
  return { site, problems: [] }
}

/** Loads a content folder; throws ContentError listing every problem. */
export function loadSite(contentDir: string = defaultContentDir()): Site {
  const { site, problems } = checkContent(contentDir)
  if (!site) throw new ContentError(problems)
  return site
}

const cache = new Map<string, Site>()

/**
 * loadSite() once per folder per process: a build renders thousands of pages from one load. The
 * build's prerender processes read the copy the content check saved (SITE_SNAPSHOT) instead of
 * parsing every file again.
 */
export function getSite(contentDir: string = defaultContentDir()): Site {
  let site = cache.get(contentDir)
  if (!site) {
    const snapshot = process.env[BUILD_HANDOFF.siteSnapshot]
    site =
      snapshot && existsSync(snapshot) ? (JSON.parse(readFileSync(snapshot, 'utf8')) as Site) : loadSite(contentDir)
    cache.set(contentDir, site)
  }
  return site
}

function yamlFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
}

function checkRelated(
  files: { value: { related?: string[] }; source: SourceFile }[],
  slugs: Set<string>,
  folder: string,
  problems: ContentProblem[],
) {
  for (const { value, source } of files) {
    value.related?.forEach((slug, i) => {
      if (!slugs.has(slug)) problems.push(source.problem(['related', i], `no file ${folder}/${slug}.yaml`))
    })
  }
}

/** Validates a file against its schema; its problems go to `problems`. */
function checked<T extends z.ZodType>(
  source: SourceFile,
  schema: T,
  slug: string,
  problems: ContentProblem[],
): Checked<z.output<T>> {
  const result = source.parse(schema)
  if ('value' in result) return { source, slug, valid: true, value: result.value }
  problems.push(...result.problems)
  return { source, slug, valid: false, value: result.partial }
}

function readPosts(dir: string, problems: ContentProblem[]) {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((n) => n.endsWith('.md'))
    .sort()
    .map((name) => {
      const file = join(dir, name)
      const text = readFileSync(file, 'utf8')
      let parsed: matter.GrayMatterFile<string>
      try {
        parsed = matter(text, { engines: { yaml: (s: string) => parseYaml(s, { uniqueKeys: true }) as object } })
      } catch {
        parsed = { data: null, content: '', matter: text } as unknown as matter.GrayMatterFile<string>
      }
      const frontMatterText = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? ''
      const source = SourceFile.frontMatter(file, frontMatterText, parsed.data)
      // The body ends the file: where it starts there gives the line of anything in it.
      const bodyStart = text.length - parsed.content.length
      return {
        ...checked(source, BlogPostSchema, name.replace(/\.md$/, ''), problems),
        text,
        bodyStart,
        markdown: parsed.content.trim(),
      }
    })
}

function walkStrings(value: unknown, field: PropertyKey[], visit: (text: string, field: FieldPath) => void): void {
  if (typeof value === 'string') visit(value, field)
  else if (Array.isArray(value)) value.forEach((item, i) => walkStrings(item, [...field, i], visit))
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) walkStrings(item, [...field, key], visit)
}
