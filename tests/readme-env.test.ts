import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { EnvSchema, readEnv } from '../shared/env.ts'

/** The README's "Environment" table: variable name and default, row by row. */
function readmeTable(): Map<string, string> {
  const readme = readFileSync('README.md', 'utf8')
  const section = readme.slice(
    readme.indexOf('## Environment'),
    readme.indexOf('\n## ', readme.indexOf('## Environment') + 1),
  )
  const rows = section.split('\n').filter((line) => /^\| `[A-Z_]+` \|/.test(line))
  return new Map(
    rows
      .map((row) => row.split(' | ').slice(0, 2) as [string, string])
      .map(([name, value]) => [name.replace(/[|` ]/g, ''), value]),
  )
}

describe("the README's environment table", () => {
  const table = readmeTable()
  const defaults = readEnv({}) as Record<string, unknown>

  it('lists every variable of shared/env.ts, and no other', () => {
    expect([...table.keys()].sort()).toEqual(Object.keys(EnvSchema.shape).sort())
  })

  it("gives each variable's default as the schema does", () => {
    for (const [name, shown] of table) {
      const value = defaults[name]
      // A default in code type (`dist`) is the value itself; in words ("(unset)", "one per core"), there is none.
      if (shown.startsWith('`')) expect(shown, name).toBe(`\`${String(value)}\``)
      else expect(value === undefined || value === false, `${name} has a default of ${String(value)}`).toBe(true)
    }
  })
})
