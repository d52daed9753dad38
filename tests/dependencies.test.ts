import { createHash } from 'node:crypto'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parseDocument } from 'yaml'
import { lookupHashes, entryHashes, hashValue } from '../build/reads/dependency-hashes.ts'
import { valueAt } from '../build/reads/dependency-keys.ts'
import { loadSite } from '../content-loader/load.ts'
import { varyText } from '../scripts/bench/synthetic.ts'
import { contentHash, keysToHashAgain, readDeps, type Inputs } from '../build/rebuild.ts'
import { sourceHashes } from '../build/deps-manifest.ts'
import { prerenderedPaths } from '../shared/build-output.ts'
import { readEnv } from '../shared/env.ts'

const buildDir = readEnv(process.env, ['BUILD_DIR']).BUILD_DIR
/** What `npm run build` recorded (build/deps-manifest.ts), in the build BUILD_DIR points to. */
const manifest = readDeps(join(buildDir, 'deps.json'))
const site = loadSite('content')
const reads = (path: string) => new Set(manifest.pages[path]?.reads.map((at) => manifest.keys[at]!))
const files = (path: string) => new Set([...reads(path)].map((key) => key.split('#')[0]))
const clearwater = site.cities.find((city) => city.slug === 'clearwater')!

/** Whether a page read `field` of the city `slug`: on its own, or as the field of every city. */
const readOfCity = (path: string, slug: string, field: string) =>
  reads(path).has(`cities/${slug}.yaml#${field}`) || reads(path).has(`cities/*.yaml#${field}`)

describe('the recorded dependencies of each prerendered page', () => {
  it('cover every page the build prerendered, each with its template', () => {
    expect(Object.keys(manifest.pages).sort()).toEqual([...prerenderedPaths(buildDir), '/404'].sort())
    expect(manifest.pages[clearwater.path]!.template).toBe('/pages/service-area/@slug')
  })

  it("of a city page: its own file, which cities are nearest and those cities' files", () => {
    for (const field of ['name', 'description', 'county', 'region', 'localContent', 'zipCodes'])
      expect(reads(clearwater.path), field).toContain(`cities/clearwater.yaml#${field}`)
    // Which cities are nearest (and how far) is one value, worked out again from new content by a rebuild.
    expect(reads(clearwater.path)).toContain('=nearby:clearwater')
    expect(reads(clearwater.path)).toContain(`=cityAtPath:${clearwater.path}`)
    expect(reads(clearwater.path)).toContain('headquarters')
    const nearby = site.nearby.clearwater!
    expect(nearby).toHaveLength(6)
    for (const { slug } of nearby) {
      expect(readOfCity(clearwater.path, slug, 'name'), slug).toBe(true)
      expect(readOfCity(clearwater.path, slug, 'path'), slug).toBe(true)
    }
    // Not where every city is, nor which files the folder holds: only the answers it shows.
    expect(reads(clearwater.path)).not.toContain('cities/*.yaml#position')
    expect(reads(clearwater.path)).not.toContain('cities/*.yaml')
    // A city it does not show: its text is not a dependency.
    expect(reads(clearwater.path)).not.toContain('cities/orlando.yaml#description')
    expect(reads(clearwater.path)).not.toContain('cities/*.yaml#description')
  })

  it('of /service-area: every city file', () => {
    for (const key of ['cities/*.yaml', 'cities/*.yaml#name', 'cities/*.yaml#path', 'cities/*.yaml#county'])
      expect(reads('/service-area')).toContain(key)
    expect(files('/service-area')).toContain('pages/service-area.yaml')
  })

  it("of the home page: the set of cities and each city's region, which its counts per region are made of", () => {
    for (const key of ['cities/*.yaml', 'cities/*.yaml#region', 'regions.yaml', 'pages/home.yaml#serviceAreas'])
      expect(reads('/')).toContain(key)
  })

  it('of a page that shows no cities: the shell and its own page file, nothing else', () => {
    const shell = ['business.yaml', 'navigation.yaml', `public${site.business.logo}`]
    // The privacy page's section on text messages is the forms' own (forms.yaml textMessages).
    expect([...files('/privacy-policy')].sort()).toEqual([...shell, 'forms.yaml', 'pages/privacy-policy.yaml'].sort())
    expect([...files('/faq')].sort()).toEqual([...shell, 'faq.yaml', 'pages/faq.yaml'].sort())
  })

  it("record each key's hash in this content, and the content files' texts' hash in inputs.json", () => {
    const keys = new Set(Object.values(manifest.pages).flatMap((page) => page.reads.map((at) => manifest.keys[at]!)))
    for (const key of keys) expect(manifest.values[key], key).toBe(hashValue(valueAt(site, key)))
    const sources = sourceHashes('content')
    const text = readFileSync('content/cities/clearwater.yaml')
    expect(sources['cities/clearwater.yaml']).toBe(createHash('sha1').update(text).digest('base64url').slice(0, 16))
    const inputs = JSON.parse(readFileSync(join(buildDir, 'inputs.json'), 'utf8')) as Inputs
    expect(inputs.content).toBe(contentHash(sources))
  })
})

/** The same numbers in [0, 1) on every run: text of a city's own, as the content check requires of a new city. */
function seededRandom(): () => number {
  let seed = 1
  return () => (seed = (seed * 48271) % 2147483647) / 2147483647
}

describe('comparing the recorded hashes with edited content', () => {
  const dir = mkdtempSync(join(tmpdir(), 'deps-content-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  /** The pages with a read whose value the content in `dir` changes. */
  function changedPages(edit: (contentDir: string) => void): string[] {
    rmSync(dir, { recursive: true, force: true })
    cpSync('content', dir, { recursive: true })
    edit(dir)
    const edited = loadSite(dir)
    const hashes = new Map<string, string>()
    const hashOf = (key: string) => hashes.get(key) ?? hashes.set(key, hashValue(valueAt(edited, key))).get(key)
    return Object.entries(manifest.pages)
      .filter(([, page]) => page.reads.some((at) => hashOf(manifest.keys[at]!) !== manifest.values[manifest.keys[at]!]))
      .map(([path]) => path)
      .sort()
  }

  it("one far city's text edited: only that city's page", () => {
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

describe('what a rebuild works out again', () => {
  /** A copy of the content with `edit` made, in a folder of its own. */
  const editedContent = (edit: (contentDir: string) => void) => {
    const dir = mkdtempSync(join(tmpdir(), 'deps-content-'))
    cpSync('content', dir, { recursive: true })
    edit(dir)
    return dir
  }

  it('only the keys an edit can change: no lookup key whose lookup is the same', () => {
    const recorded = readDeps(join(buildDir, 'deps.json'))
    const toHashAgain = (edit: (contentDir: string) => void) => {
      const dir = editedContent(edit)
      const edited = loadSite(dir)
      rmSync(dir, { recursive: true, force: true })
      return keysToHashAgain(recorded, entryHashes(edited), lookupHashes(edited))
    }
    const cityEdited =
      (slug: string, change: (document: ReturnType<typeof parseDocument>) => void) => (contentDir: string) => {
        const file = join(contentDir, 'cities', `${slug}.yaml`)
        const document = parseDocument(readFileSync(file, 'utf8'))
        change(document)
        writeFileSync(file, document.toString())
      }
    const described = toHashAgain(cityEdited('orlando', (document) => document.set('description', 'Edited.')))
    expect(described).toContain('cities/orlando.yaml#description')
    expect(described.filter((key) => key.startsWith('='))).toEqual([])
    expect(described.filter((key) => key.startsWith('cities/clearwater.yaml'))).toEqual([])
    // A city moved: which cities are nearest may change for any city, so every such key is worked out again.
    const moved = toHashAgain(
      cityEdited('dunedin', (document) =>
        document.setIn(['position', 'latitude'], Number(document.getIn(['position', 'latitude'])) + 0.001),
      ),
    )
    expect(moved).toContain('=nearby:clearwater')
    expect(moved.filter((key) => key.startsWith('=cityAtPath:'))).toEqual([])
    // Without the lookups' hashes (the code changed), every lookup key is worked out again.
    expect(keysToHashAgain(recorded, entryHashes(site), false)).toContain(`=cityAtPath:${clearwater.path}`)
  })
})
