import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { hash } from '../shared/hash.ts'
import { CheckCache } from './check-cache.ts'
import { formatProblem } from '../content-loader/errors.ts'
import { checkContent } from '../content-loader/load.ts'

const temp = mkdtempSync(join(tmpdir(), 'check-cache-'))
afterAll(() => rmSync(temp, { recursive: true, force: true }))
const dir = join(temp, 'content')
const CHECKER = 'checker-a'

/** A check of the copy with the cache `previous` (a previous check's), and with none: both results. */
function checkBothWays(previous: string) {
  const cached = checkContent(dir, new CheckCache(dir, CHECKER, previous))
  const fresh = checkContent(dir, new CheckCache(dir, CHECKER))
  const printed = (problems: typeof cached.problems) =>
    problems.map((problem) => formatProblem({ ...problem, file: relative(dir, problem.file) }))
  return { cached, fresh, printed }
}

let first: string
beforeEach(() => {
  rmSync(dir, { recursive: true, force: true })
  cpSync('content', dir, { recursive: true })
  const { site, kept } = checkContent(dir, new CheckCache(dir, CHECKER))
  expect(site).not.toBeNull()
  first = kept!()
})

const edit = (file: string, change: (text: string) => string) =>
  writeFileSync(join(dir, file), change(readFileSync(join(dir, file), 'utf8')))

describe('the check cache (what a build keeps of its check for the next)', () => {
  it('keeps every valid YAML file by its text, and is used only by the checker that made it', () => {
    const cache = JSON.parse(first) as { files: Record<string, [string, { description: string }, unknown]> }
    expect(Object.keys(cache.files)).toContain('cities/clearwater.yaml')
    expect(Object.keys(cache.files)).toContain('business.yaml')
    // What is kept is what is used: a kept value the check did not make shows in the site.
    cache.files['cities/clearwater.yaml']![1].description = 'Kept from the previous check.'
    const planted = JSON.stringify({ ...JSON.parse(first), files: cache.files })
    const clearwater = (checker: string) =>
      checkContent(dir, new CheckCache(dir, checker, planted)).site!.cities.find((c) => c.slug === 'clearwater')!
    expect(clearwater(CHECKER).description).toBe('Kept from the previous check.')
    expect(clearwater('checker-b').description).toMatch(/^Clearwater, the Pinellas County seat/)
  })

  it('checks a changed file afresh: the site and the next cache are those of a check without one', () => {
    edit('cities/clearwater.yaml', (text) => text.replace('holds nearly every kind', 'holds almost every kind'))
    const { cached, fresh } = checkBothWays(first)
    expect(cached.site!.cities.find((c) => c.slug === 'clearwater')!.description).toContain('holds almost every kind')
    expect(JSON.stringify(cached.site)).toBe(JSON.stringify(fresh.site))
    expect(cached.kept!()).toBe(fresh.kept!())
    expect(cached.kept!()).not.toBe(first)
  })

  it('reports a kept file made wrong at its line and field, as a check without a cache does', () => {
    edit('cities/clearwater.yaml', (text) => text.replace('latitude: 27.9659', 'latitude: north'))
    const { cached, fresh, printed } = checkBothWays(first)
    expect(cached.site).toBeNull()
    expect(printed(cached.problems)).toEqual(printed(fresh.problems))
    expect(printed(cached.problems)).toContain(
      'cities/clearwater.yaml:7:13 position.latitude: expected a number, received "north"',
    )
  })

  it('still checks files it kept against the others: a link to a page that is gone is reported where it is written', () => {
    rmSync(join(dir, 'services/remote-programming.yaml'))
    const { cached, fresh, printed } = checkBothWays(first)
    expect(cached.site).toBeNull()
    expect(printed(cached.problems)).toEqual(printed(fresh.problems))
    expect(printed(cached.problems).join('\n')).toMatch(
      /pages\/residential\.yaml:31:\d+ .*"\/services\/remote-programming" does not lead to any page the site builds/,
    )
  })

  it("given the build's hashes of the files, reads none it kept, yet locates a problem in one at its line", () => {
    const hashes = sourceHashes()
    // Saved after the build took its hashes: the check goes by what the build recorded, and does not read it.
    edit('cities/clearwater.yaml', (text) => text.replace('holds nearly every kind', 'holds almost every kind'))
    const unread = checkContent(dir, new CheckCache(dir, CHECKER, first, hashes))
    expect(unread.site!.cities.find((c) => c.slug === 'clearwater')!.description).toContain('holds nearly every kind')
    // A problem in a kept file is located from its text, read then.
    rmSync(join(dir, 'services/remote-programming.yaml'))
    const { fresh, printed } = checkBothWays(first)
    const told = checkContent(dir, new CheckCache(dir, CHECKER, first, hashes))
    expect(printed(told.problems)).toEqual(printed(fresh.problems))
    expect(printed(told.problems).join('\n')).toMatch(/pages\/residential\.yaml:31:\d+ /)
  })

  it('stops, saying so, when a kept file a problem is in was saved after the build hashed it', () => {
    const hashes = sourceHashes()
    edit('pages/residential.yaml', (text) => `${text}\n`)
    rmSync(join(dir, 'services/remote-programming.yaml'))
    expect(() => checkContent(dir, new CheckCache(dir, CHECKER, first, hashes))).toThrow(
      /pages\/residential\.yaml changed while the build was checking it: build again/,
    )
  })
})

/** The hash of each YAML file's bytes, by its path in the content folder, as the build takes them (build/deps-manifest.ts). */
function sourceHashes(): Record<string, string> {
  const found = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.ya?ml$/.test(file))
  return Object.fromEntries(found.map((file) => [file, hash(readFileSync(join(dir, file)))]))
}
