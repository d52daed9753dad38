import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { aliasExcess, MAX_ALIASED_CHARS, MAX_ALIASES } from './yaml-bounds.ts'

const copies = (n: number) => `a: &a [1]\nb: [${Array.from({ length: n }, () => '*a').join(', ')}]\n`

describe('the bound on YAML aliases every reader of content shares', () => {
  it('lets through text with no alias, asterisks in text, and aliases up to the bound', () => {
    expect(aliasExcess('name: Clearwater\ntagline: "**Fast** * friendly"\n')).toBeNull()
    expect(aliasExcess(copies(MAX_ALIASES))).toBeNull()
    expect(parse(copies(MAX_ALIASES), { maxAliasCount: -1 }).b).toHaveLength(MAX_ALIASES)
  })

  it('refuses one copy past the bound, at the alias that goes past it', () => {
    expect(aliasExcess(copies(MAX_ALIASES + 1))).toEqual({
      line: 2,
      column: 5 + 4 * MAX_ALIASES,
      message: `uses YAML aliases (*name) more than ${MAX_ALIASES} times once expanded; write its values out instead of aliasing them`,
    })
  })

  it('finds an alias right after a quoted key in braces', () => {
    const text = `a: &a [1]\nb: [${Array.from({ length: MAX_ALIASES + 1 }, () => '{"k":*a}').join(', ')}]\n`
    expect(aliasExcess(text)).toMatchObject({ line: 2 })
  })

  it('counts the copies an alias makes of the aliases inside what it names', () => {
    // 10 copies of a list of 10 aliases: 10 + 10 × (1 + 10) = 120 once expanded.
    const text = `a: &a 1\nb: &b [${Array(10).fill('*a').join(', ')}]\nc: [${Array(10).fill('*b').join(', ')}]\n`
    expect(aliasExcess(text)).toMatchObject({ line: 3 })
  })

  it('refuses a long text copied past the characters the bound allows, at the first copy past it', () => {
    const long = 'x'.repeat(MAX_ALIASED_CHARS / 4)
    const text = `long: &long "${long}"\ncopies:\n${Array(5).fill('  - *long\n').join('')}`
    expect(aliasExcess(text)).toMatchObject({
      line: 7,
      column: 5,
      message: expect.stringMatching(/would add more than 100,000 characters/),
    })
  })
})
