import { createHash } from 'node:crypto'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parseDocument } from 'yaml'
import { hashValue, valueAt } from '../build/reads.ts'
import { loadSite } from '../content-loader/load.ts'
import { varyText } from '../scripts/bench/synthetic.ts'
import { recordedDeps, sourceHashes, type Inputs } from '../build/plan.ts'
import { hash } from '../shared/hash.ts'
import { prerenderedPaths } from '../shared/build-output.ts'
import { readEnv } from '../shared/env.ts'

const buildDir = readEnv(process.env, ['BUILD_DIR']).BUILD_DIR
/** What `npm run build` recorded (build/plan.ts writeManifest), in the build BUILD_DIR points to. */
const manifest = recordedDeps(buildDir)!
const site = loadSite('content')
const reads = (path: string) => new Set(manifest.pages[path]?.reads)
const files = (path: string) => new Set([...reads(path)].map((key) => key.split('#')[0]))
const clearwater = site.cities.find((city) => city.slug === 'clearwater')!

describe('the recorded dependencies of each prerendered page', () => {
  it('cover every page the build prerendered, each with its template', () => {
    expect(Object.keys(manifest.pages).sort()).toEqual([...prerenderedPaths(buildDir), '/404'].sort())
    expect(manifest.pages[clearwater.path]!.template).toBe('/pages/service-area/@slug')
  })

  it("of a city page: its own file's fields, which cities are nearest and what it shows of them", () => {
    for (const field of ['name', 'description', 'county', 'region', 'localContent', 'zipCodes'])
      expect(reads(clearwater.path), field).toContain(`cities/clearwater.yaml#${field}`)
    // Which cities are nearest (and how far) is one value, worked out again from new content by a rebuild.
    expect(reads(clearwater.path)).toContain('=nearby:clearwater')
    expect(reads(clearwater.path)).toContain(`=cityAtPath:${clearwater.path}`)
    expect(reads(clearwater.path)).toContain('headquarters')
    const nearby = site.nearby.clearwater!
    expect(nearby).toHaveLength(6)
    for (const { slug } of nearby)
      for (const field of ['name', 'path']) expect(reads(clearwater.path)).toContain(`cities/${slug}.yaml#${field}`)
    // Not which files the folder holds, nor the text of the cities it shows, nor a city it does not show.
    expect(reads(clearwater.path)).not.toContain('cities/*.yaml')
    for (const { slug } of nearby) expect(reads(clearwater.path)).not.toContain(`cities/${slug}.yaml#description`)
    expect(nearby.map((city) => city.slug)).not.toContain('orlando')
    expect([...reads(clearwater.path)].filter((key) => key.startsWith('cities/orlando.yaml'))).toEqual([])
  })

  it('of /service-area and the home page: which files the folder holds, and the fields they show of every city', () => {
    const everyCity = (path: string, field: string) => {
      for (const city of site.cities) expect(reads(path), path).toContain(`cities/${city.slug}.yaml#${field}`)
    }
    for (const field of ['name', 'path', 'county']) everyCity('/service-area', field)
    everyCity('/', 'region')
    for (const path of ['/service-area', '/']) expect(reads(path), path).toContain('cities/*.yaml')
    expect(files('/service-area')).toContain('pages/service-area.yaml')
    for (const key of ['regions.yaml', 'pages/home.yaml']) expect(files('/')).toContain(key)
    expect([...reads('/')].filter((key) => key.endsWith('#description'))).toEqual([])
  })

  it('of a page that shows no cities: the shell and its own page file, nothing else', () => {
    const shell = ['business.yaml', 'navigation.yaml', `public${site.business.logo}`]
    // The privacy page's section on text messages is the forms' own (forms.yaml textMessages).
    expect([...files('/privacy-policy')].sort()).toEqual([...shell, 'forms.yaml', 'pages/privacy-policy.yaml'].sort())
    expect([...files('/faq')].sort()).toEqual([...shell, 'faq.yaml', 'pages/faq.yaml'].sort())
    // A field at a time: the privacy page reads the forms' text messages, not their services.
    expect(reads('/privacy-policy')).toContain('forms.yaml#textMessages')
    expect(reads('/privacy-policy')).not.toContain('forms.yaml')
  })

  it("record each key's hash in this content, and the content files' texts' hash in inputs.json", () => {
    const keys = new Set(Object.values(manifest.pages).flatMap((page) => page.reads))
    for (const key of keys) expect(manifest.values[key], key).toBe(hashValue(valueAt(site, key)))
    const sources = sourceHashes('content')
    const text = readFileSync('content/cities/clearwater.yaml')
    expect(sources['cities/clearwater.yaml']).toBe(createHash('sha1').update(text).digest('base64url').slice(0, 16))
    const inputs = JSON.parse(readFileSync(join(buildDir, 'inputs.json'), 'utf8')) as Inputs
    // Every file's hash, in the order the folder lists them.
    expect(inputs.content).toBe(hash(JSON.stringify(Object.entries(sources))))
  })
})

/** The same numbers in [0, 1) on every run: text of a city's own, as the content check requires of a new city. */
function seededRandom(): () => number {
  let seed = 1
  return () => (seed = (seed * 48271) % 2147483647) / 2147483647
}

const dir = mkdtempSync(join(tmpdir(), 'deps-content-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** The pages with a read whose value the content changes, once `edit` is made to a copy of it. */
function changedPages(edit: (contentDir: string) => void): string[] {
  rmSync(dir, { recursive: true, force: true })
  cpSync('content', dir, { recursive: true })
  edit(dir)
  const edited = loadSite(dir)
  const hashes = new Map<string, string>()
  const hashOf = (key: string) => hashes.get(key) ?? hashes.set(key, hashValue(valueAt(edited, key))).get(key)
  return Object.entries(manifest.pages)
    .filter(([, page]) => page.reads.some((key) => hashOf(key) !== manifest.values[key]))
    .map(([path]) => path)
    .sort()
}

describe('comparing the recorded hashes with edited content', () => {
  it("one city's text edited: only that city's page", () => {
    const orlando = site.cities.find((city) => city.slug === 'orlando')!
    const changed = changedPages((contentDir) => {
      const file = join(contentDir, 'cities', 'orlando.yaml')
      const document = parseDocument(readFileSync(file, 'utf8'))
      document.set('description', `${orlando.description} Edited.`)
      writeFileSync(file, document.toString())
    })
    expect(changed).toEqual([orlando.path])
  })

  it('the privacy policy edited: only its page', () => {
    const changed = changedPages((contentDir) => {
      const file = join(contentDir, 'pages', 'privacy-policy.yaml')
      writeFileSync(file, readFileSync(file, 'utf8').replace(/^lastUpdated: .*$/m, 'lastUpdated: 2026-11-20'))
    })
    expect(changed).toEqual(['/privacy-policy'])
  })

  it("a city file rewritten with the same values: no page, though the file's text changed", () => {
    const changed = changedPages((contentDir) => {
      const file = join(contentDir, 'cities', 'dunedin.yaml')
      writeFileSync(file, `# Reviewed in November.\n${readFileSync(file, 'utf8')}`)
    })
    expect(changed).toEqual([])
  })
})

describe('comparing the recorded hashes with content whose cities moved or grew', () => {
  it('a city moved: its page and the city pages that show it among their nearest, no other', () => {
    const changed = changedPages((contentDir) => {
      const file = join(contentDir, 'cities', 'dunedin.yaml')
      const document = parseDocument(readFileSync(file, 'utf8'))
      document.setIn(['position', 'latitude'], Number(document.getIn(['position', 'latitude'])) + 0.001)
      writeFileSync(file, document.toString())
    })
    const showing = site.cities.filter((city) => site.nearby[city.slug]!.some((n) => n.slug === 'dunedin'))
    const cityPages = changed.filter((path) => site.cities.some((city) => city.path === path))
    const dunedin = site.cities.find((city) => city.slug === 'dunedin')!
    expect(cityPages.sort()).toEqual([...showing.map((city) => city.path), dunedin.path].sort())
    for (const path of ['/faq', '/privacy-policy', '/about']) expect(changed).not.toContain(path)
  })

  it('a city added: every page that lists or counts the cities, and no other', () => {
    const changed = changedPages((contentDir) => {
      const text = readFileSync(join(contentDir, 'cities', 'clearwater.yaml'), 'utf8')
      const document = parseDocument(text)
      document.set('name', 'Clearwater Beach')
      document.delete('isHQ')
      varyText(document, seededRandom())
      writeFileSync(join(contentDir, 'cities', 'clearwater-beach.yaml'), document.toString())
    })
    for (const path of ['/', '/service-area', '/sitemap', clearwater.path]) expect(changed).toContain(path)
    // The city pages that change are those whose nearest six now include the new city.
    const cityPages = changed.filter((path) => site.cities.some((city) => city.path === path))
    expect(cityPages.length).toBeGreaterThan(0)
    expect(cityPages.length).toBeLessThan(15)
    for (const path of ['/faq', '/privacy-policy', '/about']) expect(changed).not.toContain(path)
  })
})
