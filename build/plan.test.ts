import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterAll, expect, it } from 'vitest'

// Inside this project, where the test's process finds the packages.
mkdirSync('.test-builds', { recursive: true })
const project = resolve(mkdtempSync(join('.test-builds', 'source-hash-')))
afterAll(() => rmSync(project, { recursive: true, force: true }))

/** sourceHash() of `project`, in a process of its own (it reads the folder it runs in). */
const sourceHash = () =>
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { sourceHash } = await import(${JSON.stringify(resolve('build/plan.ts'))}); console.log(sourceHash())`,
    ],
    { cwd: project, encoding: 'utf8' },
  ).trim()

it('hashes the code, not the files Vike writes beside a + file for a moment while a Vite build loads the configuration', () => {
  mkdirSync(join(project, 'pages', 'service-area'), { recursive: true })
  writeFileSync(join(project, 'pages', 'service-area', '+route.ts'), "export default '/service-area/*'\n")
  const code = sourceHash()
  writeFileSync(join(project, 'pages', 'service-area', '+route.ts.build-fa40cf8e654e.mjs'), 'export default 1\n')
  expect(sourceHash()).toBe(code)
  writeFileSync(join(project, 'pages', 'service-area', '+route.ts'), "export default '/areas/*'\n")
  expect(sourceHash()).not.toBe(code)
})
