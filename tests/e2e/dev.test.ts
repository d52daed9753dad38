import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { networkInterfaces, tmpdir } from 'node:os'
import { join } from 'node:path'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { viteLock } from '../../build/vite.ts'
import { ADMIN_PASSWORD } from '../api.ts'
import { freePort } from '../ports.ts'
import { browserFixture, DESKTOP, STEP_TIMEOUT_MS } from './fixture.ts'

/**
 * `npm run dev` (server/index.ts --dev: the Express server with Vike's development middleware) as a
 * real process, on a copy of the content and a database of its own, driven by Chromium as a
 * developer would: no build is used, every page is rendered from source, and the server's own
 * routes (the blog from the database, sign-in, the admin, the API) answer as under `npm run serve`.
 * Two cities of the copy were renamed (tests/fixtures/city-renamed, as tests/city-redirects.test.ts
 * builds them): St. Cloud, once "Saint Cloud", lists its former slug.
 */
let dev: ChildProcess
let url: string
const work = mkdtempSync(join(tmpdir(), 'dev-server-'))
const content = join(work, 'content')
const cityFile = join(content, 'cities', 'clearwater.yaml')
const businessFile = join(content, 'business.yaml')
const cityPath = '/service-area/garage-door-repair-clearwater'

/** What the dev server printed. */
let output = ''
beforeAll(async () => {
  cpSync('content', content, { recursive: true })
  cpSync('tests/fixtures/city-renamed', content, { recursive: true })
  const port = await freePort()
  // Vike compiles the code's + files beside them as it starts: no build may run on the code meanwhile.
  const release = await viteLock()
  // `npm run dev`'s command; the port as a person sets it, as for `npm run serve`; HOST left to its default.
  dev = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts', '--dev'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      CONTENT_DIR: content,
      DATABASE_PATH: join(work, 'site.db'),
      PORT: String(port),
      SITE_URL: '',
      HOST: '',
      // A build folder that does not exist: dev needs none.
      BUILD_DIR: join(work, 'dist'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  dev.stdout!.on('data', (chunk) => (output += chunk))
  dev.stderr!.on('data', (chunk) => (output += chunk))
  try {
    for (let waited = 0; !/"msg":"listening"/.test(output); waited += 100) {
      if (waited > 60_000 || dev.exitCode !== null) throw new Error(`the dev server did not start:\n${output}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    url = /The site is served at (\S+)/.exec(output)![1]!
    // The first page loads the pages' configuration.
    await fetch(url + cityPath)
  } finally {
    release()
  }
}, 90_000)
afterAll(() => {
  dev?.kill('SIGTERM')
  rmSync(work, { recursive: true, force: true })
})
// Registered after the dev server: Chromium starts after it and closes before it.
const browser = browserFixture()

describe('npm run dev', () => {
  it('listens on this computer only, at the address it prints', async () => {
    expect(url).toMatch(/^http:\/\/localhost:\d+$/)
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && !address.internal && address.family === 'IPv4')
    if (outside) await expect(fetch(`http://${outside.address}:${new URL(url).port}/`)).rejects.toThrow()
  })

  it('sends a renamed city’s old address on to the new page, keeping the query string', async () => {
    const res = await fetch(`${url}/service-area/garage-door-repair-saint-cloud?utm_source=google`, {
      redirect: 'manual',
    })
    expect(res.status).toBe(301)
    expect(new URL(res.headers.get('location')!, url).href).toBe(
      `${url}/service-area/garage-door-repair-st-cloud?utm_source=google`,
    )
    expect((await fetch(`${url}/service-area/garage-door-repair-st-cloud`)).status).toBe(200)
  })

  it('renders the home page and a city page in the browser, with their islands', async () => {
    const page = await browser.page({ viewport: DESKTOP })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(url + '/', { waitUntil: 'networkidle' })
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Garage Door/)
    await page.goto(url + cityPath, { waitUntil: 'networkidle' })
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Clearwater')
    expect(errors).toEqual([])
    await page.close()
  })

  it('lists the seed posts on /blog, from the database, and in sitemap.xml with no build', async () => {
    const sitemap = await request(url).get('/sitemap.xml')
    expect(sitemap.status).toBe(200)
    expect(sitemap.text).toContain('/blog/garage-door-spring-safety</loc>')
    const page = await browser.page({ viewport: DESKTOP })
    const response = await page.goto(url + '/blog')
    expect(response!.status()).toBe(200)
    for (const title of [
      'How to Choose the Right Garage Door Opener',
      'Preparing Your Garage Door for Hurricane Season',
    ])
      await page.getByRole('link', { name: title }).first().waitFor({ timeout: STEP_TIMEOUT_MS })
    await page.close()
  })

  it('signs the first administrator in through /auth, to the admin dashboard', async () => {
    const code = /one-time setup code:\s+(\S+)/.exec(output)![1]
    const registered = await request(url)
      .post('/api/register')
      .send({ username: 'owner', password: ADMIN_PASSWORD, code })
    expect(registered.status, registered.text).toBe(201)
    const page = await browser.page({ viewport: DESKTOP })
    page.setDefaultTimeout(STEP_TIMEOUT_MS)
    await page.goto(url + '/auth')
    await page.getByLabel('Username').fill('owner')
    await page.getByLabel('Password').fill(ADMIN_PASSWORD)
    await Promise.all([page.waitForURL('**/admin'), page.getByRole('button', { name: 'Sign in', exact: true }).click()])
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()
    await page.close()
  })
})

describe('npm run dev, while the content is edited', () => {
  it('an edit to the business telephone shows in the open page by itself', async () => {
    const page = await browser.page({ viewport: DESKTOP })
    await page.goto(url + '/', { waitUntil: 'networkidle' })
    const original = readFileSync(businessFile, 'utf8')
    expect(original).toContain('telephone: (813) 555-0142')
    try {
      writeFileSync(businessFile, original.replace('telephone: (813) 555-0142', 'telephone: (813) 555-0199'))
      // No reload asked for: the dev server reloads the page itself.
      await page.getByText('(813) 555-0199').first().waitFor({ timeout: STEP_TIMEOUT_MS })
    } finally {
      writeFileSync(businessFile, original)
    }
    await page.getByText('(813) 555-0142').first().waitFor({ timeout: STEP_TIMEOUT_MS })
    await page.close()
  })

  it("an edit to a city's file shows in the open page by itself, and a mistake shows its file, line and field", async () => {
    const page = await browser.page({ viewport: DESKTOP })
    await page.goto(url + cityPath, { waitUntil: 'networkidle' })
    const original = readFileSync(cityFile, 'utf8')
    const marker = 'Clearwater homeowners on Sand Key call us first.'
    writeFileSync(cityFile, original.replace(/^description: >-\n(?: {2}.*\n)+/m, `description: ${marker}\n`))
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
