import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { fillTemplate } from '../../schemas/common.ts'
import type { Site } from '../../schemas/site.ts'
import { telHref } from '../../shared/telephone.ts'

/**
 * The Astro project that builds our city page (scripts/bench/astro-site/city.astro) for every city
 * of a content folder: Astro reads and checks each city's YAML through a content collection (the
 * glob loader and a zod schema of the fields the page uses, as strict as schemas/city.ts but for
 * its Markdown check), then renders the page. What is the same on every city page (the header, the
 * footer, the wording, the services, the featured FAQ answers) is written to src/site.json from the
 * content and from one of our built city pages, `model`.
 */

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const PAGE = join(REPO, 'scripts/bench/astro-site/city.astro')

/** One of our built city pages, the model of the markup every city page shares. */
export interface ModelPage {
  html: string
  slug: string
}

/**
 * Writes the project in `project`: its collection reads the YAML files of the folder `cities`; what
 * every page shares comes from `content` (the content those cities belong to, loaded) and `model`.
 */
export function writeAstroProject(project: string, cities: string, content: Site, model: ModelPage): void {
  rmSync(project, { recursive: true, force: true })
  const site = siteData(content, model)
  const folder = site.cityPathPrefix.slice(0, site.cityPathPrefix.lastIndexOf('/') + 1)
  mkdirSync(join(project, 'src/pages', folder), { recursive: true })
  copyFileSync(PAGE, join(project, 'src/pages', folder, '[slug].astro'))
  writeFileSync(join(project, 'src/site.json'), JSON.stringify(site))
  writeFileSync(join(project, 'src/content.config.ts'), contentConfig(resolve(cities)))
  writeFileSync(
    join(project, 'astro.config.mjs'),
    `import { defineConfig } from 'astro/config'\n\nexport default defineConfig({ output: 'static', vite: { resolve: { alias: { '@repo': ${JSON.stringify(REPO)} } } } })\n`,
  )
}

/** The collection: every city file, checked field by field as schemas/city.ts checks it (not for Markdown). */
const contentConfig = (cities: string) => `import { defineCollection } from 'astro:content'
import { glob } from 'astro/loaders'
import { z } from 'astro/zod'

const Text = z.string().trim().min(1)
const cities = defineCollection({
  loader: glob({ pattern: '*.yaml', base: ${JSON.stringify(cities)} }),
  schema: z.strictObject({
    name: Text,
    formerSlugs: z.array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)).optional(),
    county: Text,
    region: Text,
    isHQ: z.boolean().optional(),
    mapMarker: Text.optional(),
    position: z.strictObject({ latitude: z.number(), longitude: z.number() }),
    description: Text,
    zipCodes: z.array(z.string().regex(/^\\d{5}$/)).optional(),
    communities: z.array(Text).optional(),
    localContent: z.strictObject({
      neighborhoods: Text,
      landmarks: Text,
      yearEstablished: z.number().int().min(1500).max(2100),
      popularService: Text,
      mainChallenge: Text,
      testimonial: Text,
      testimonialName: Text,
    }),
  }),
})

export const collections = { cities }
`

/** What every city page shares, from the content and from the model page's markup. */
function siteData(site: Site, { html, slug }: ModelPage) {
  const between = (from: string, to: string, keep: 'from' | 'to' | 'neither') => {
    const start = html.indexOf(from)
    const end = html.indexOf(to, start + from.length)
    if (start < 0 || end < 0) throw new Error(`the model city page has no ${from} … ${to}`)
    return html.slice(keep === 'from' ? start : start + from.length, keep === 'to' ? end + to.length : end)
  }
  const attribute = (pattern: RegExp) => {
    const found = pattern.exec(html)?.[1]
    if (found === undefined) throw new Error(`the model city page has no ${pattern}`)
    return found.replaceAll('&amp;', '&')
  }
  const canonical = new URL(attribute(/<link rel="canonical" href="([^"]+)"/))
  const wording = site.pages['service-area'].cityPage
  const city = site.city[slug]!
  const heading = fillTemplate(wording.heading, { city: city.name, county: city.county })
  const {
    '@context': _context,
    areaServed: _city,
    ...business
  } = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    .map((script) => JSON.parse(script[1]!) as Record<string, unknown>)
    .find((data) => data.areaServed)!
  return {
    origin: canonical.origin,
    cityPathPrefix: canonical.pathname.slice(0, -slug.length),
    cityPagePrefix: canonical.pathname.slice(canonical.pathname.lastIndexOf('/') + 1, -slug.length),
    headStart: between('<head>', '<title>', 'neither'),
    siteHead: between('<link rel="icon"', '<link rel="canonical"', 'from'),
    // Split where they name the model's own address (the menu's current page), which each page fills with its own.
    bodyStart: (between('<body>', '<main', 'neither') + '<main' + between('<main', '>', 'to')).split(
      canonical.pathname,
    ),
    bodyEnd: between('</main>', '</body>', 'from').split(canonical.pathname),
    icons: attribute(/href="([^"#]+)#chevron-right"/),
    siteName: attribute(/<meta property="og:site_name" content="([^"]+)"/),
    cardAltSuffix: attribute(/<meta property="og:image:alt" content="([^"]+)"/).slice(heading.length),
    telephone: site.business.telephone,
    telephoneHref: telHref(site.business.telephone),
    state: site.business.state,
    stateOutline: site.business.stateOutline,
    wording,
    business,
    services: site.services.filter((s) => s.audience !== 'commercial').map((s) => ({ title: s.title, path: s.path })),
    faq: site.faq.featured.map(({ question, answer }) => ({ question, answer })),
  }
}

/** A page of a static build folder, by its path (`/service-area/garage-door-repair-clearwater`). */
export const readPage = (folder: string, path: string) => readFileSync(join(folder, path, 'index.html'), 'utf8')
