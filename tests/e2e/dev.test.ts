import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { viteLock } from '../../build/vite-lock.ts'
import { freePort } from '../ports.ts'
import { browserFixture, DESKTOP } from './fixture.ts'

/** `npm run dev` (Vike's dev server) on a copy of the content, driven by Chromium as a developer would. */
let dev: ChildProcess
let url: string
const content = mkdtempSync(join(tmpdir(), 'dev-content-'))
const cityFile = join(content, 'cities', 'clearwater.yaml')
const cityPath = '/service-area/garage-door-repair-clearwater'

/** What the dev server printed. */
let output = ''
beforeAll(async () => {
  cpSync('content', content, { recursive: true })
  const port = await freePort()
  url = `http://127.0.0.1:${port}`
  // Vike compiles the code's + files beside them as it starts: no build may run on the code meanwhile.
  const release = await viteLock()
  // The port as a person sets it for `npm run dev`: PORT, as for `npm run serve`.
  dev = spawn(process.execPath, ['node_modules/vike/bin.js', 'dev', '--host', '127.0.0.1'], {
    env: { ...process.env, CONTENT_DIR: content, NODE_ENV: 'development', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  dev.stdout!.on('data', (chunk) => (output += chunk))
  dev.stderr!.on('data', (chunk) => (output += chunk))
  try {
    for (let waited = 0; !/ready in/.test(output); waited += 100) {
      if (waited > 60_000 || dev.exitCode !== null) throw new Error(`the dev server did not start:\n${output}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    // The first page loads the pages' configuration.
    await fetch(url + cityPath)
  } finally {
    release()
  }
})
afterAll(() => {
  dev?.kill('SIGTERM')
  rmSync(content, { recursive: true, force: true })
})
// Registered after the dev server: Chromium starts after it and closes before it.
const browser = browserFixture()

describe('npm run dev', () => {
  it('renders the home page and a city page in the browser, with their islands', async () => {
    const page = await browser.page({ viewport: DESKTOP })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(url + '/', { waitUntil: 'networkidle' })
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Garage Door/)
    await page.goto(url + cityPath, { waitUntil: 'networkidle' })
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Clearwater')
    const question = page.locator('#faq, main').getByRole('button').first()
    if (await question.count()) await question.focus()
    expect(errors).toEqual([])
    await page.close()
  })

  it("an edit to a city's file shows in the open page by itself, and a mistake shows its file, line and field", async () => {
    const page = await browser.page({ viewport: DESKTOP })
    await page.goto(url + cityPath, { waitUntil: 'networkidle' })
    const original = readFileSync(cityFile, 'utf8')
    const marker = 'Clearwater homeowners on Sand Key call us first.'
    writeFileSync(cityFile, original.replace(/^description: >-\n(?: {2}.*\n)+/m, `description: ${marker}\n`))
    // No reload asked for: the dev server reloads the page itself.
    await page.getByText(marker).first().waitFor({ timeout: 20_000 })

    writeFileSync(cityFile, original.replace(/^county: .*$/m, 'county: Atlantis'))
    await page.getByText('cities/clearwater.yaml:').first().waitFor({ timeout: 20_000 })
    expect(await page.locator('body').textContent()).toMatch(
      /clearwater\.yaml:\d+:\d+ county: unknown county "Atlantis"/,
    )
    // The terminal names the mistake too, never a failure of the page's own code.
    expect(output).not.toMatch(/TypeError/)

    writeFileSync(cityFile, original)
    await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Clearwater' }).waitFor({ timeout: 20_000 })
    await page.close()
  })
})
