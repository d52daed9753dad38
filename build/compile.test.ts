import { existsSync, mkdirSync, rmSync, statSync, utimesSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { compileWorkers } from './compile.ts'

const compiled = join('node_modules', '.cache', 'build')
const HOUR = 60 * 60 * 1000
const made: string[] = []
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** A folder of compiled code, last used `ago` milliseconds ago. */
function folder(name: string, ago: number): string {
  const dir = join(compiled, `${name}-${randomUUID()}`)
  mkdirSync(dir, { recursive: true })
  const then = new Date(Date.now() - ago)
  utimesSync(dir, then, then)
  made.push(dir)
  return dir
}

describe('compiled workers', () => {
  it('are used again for the same code, and folders no build used for a day go when other code is compiled', () => {
    const stale = folder('workers-stale', 25 * HOUR)
    const recent = folder('workers-recent', 23 * HOUR)
    // Last used two days ago, and used again now: it stays.
    const again = folder('workers-again', 48 * HOUR)
    const workers = compileWorkers(again.slice(join(compiled, 'workers-').length))
    expect(workers.render).toBe(join(again, 'render.mjs'))
    expect(Date.now() - statSync(again).mtimeMs).toBeLessThan(HOUR)

    const source = `test-${randomUUID()}`
    made.push(join(compiled, `workers-${source}`))
    const fresh = compileWorkers(source)
    for (const file of Object.values(fresh)) expect(existsSync(file), file).toBe(true)
    expect(existsSync(stale)).toBe(false)
    expect(existsSync(recent)).toBe(true)
    expect(existsSync(again)).toBe(true)
  })
})
