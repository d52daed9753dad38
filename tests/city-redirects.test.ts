import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import type { Express } from 'express'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../server/app.ts'
import { newBuild, publishBuild } from '../build/builds.ts'
import { buildsDir, currentBuild, pageFile } from '../shared/build-output.ts'
import { internalLinks, mainText } from './pages.ts'
import { SITE_URL, testContext } from './support.ts'
import { startFromTestRunBuild } from './build-command.ts'

/**
 * A renamed city keeps its old address: the content is the real one with St. Cloud (once "Saint
 * Cloud") and Dr. Phillips (once "Doctor Phillips") listing their former slugs
 * (tests/fixtures/city-renamed), built once, and served by the real server. Under `npm run dev`, the
 * same is checked in tests/e2e/dev.test.ts, on its development server.
 */
const work = mkdtempSync(join(tmpdir(), 'city-redirects-'))
const CONTENT_DIR = join(work, 'content')
// Inside the project, as Vite wants its output.
const BUILD_DIR = '.test-builds/city-redirects'
const OLD = '/service-area/garage-door-repair-saint-cloud'
const NEW = '/service-area/garage-door-repair-st-cloud'
const OLD_DR = '/service-area/garage-door-repair-doctor-phillips'
const NEW_DR = '/service-area/garage-door-repair-dr-phillips'
const client = (file: string) => join(currentBuild(BUILD_DIR), 'client', file)

const test = testContext()
let app: Express

beforeAll(async () => {
  // Not from an earlier run's builds: a later test publishes a build made by hand, which an incremental
  // build would keep. From the test run's own build, which renders the pages the renamed cities reach.
  for (const dir of [BUILD_DIR, buildsDir(BUILD_DIR)]) rmSync(dir, { recursive: true, force: true })
  startFromTestRunBuild(BUILD_DIR)
  cpSync('content', CONTENT_DIR, { recursive: true })
  cpSync('tests/fixtures/city-renamed', CONTENT_DIR, { recursive: true })
  await promisify(execFile)('npm', ['run', 'build', '--silent'], {
    env: { ...process.env, CONTENT_DIR, BUILD_DIR, SITE_URL },
    maxBuffer: 64 * 1024 * 1024,
  })
  app = createApp({ ...test.ctx, buildDir: resolve(BUILD_DIR) })
})
afterAll(async () => {
  await test.cleanup()
  rmSync(work, { recursive: true, force: true })
})

describe('a renamed city on the server', () => {
  it('answers its old address with a 301 to the new page, keeping the query string', async () => {
    const res = await request(app).get(`${OLD}?utm_source=google&utm_medium=organic`)
    expect(res.status).toBe(301)
    expect(res.headers.location).toBe(`${NEW}?utm_source=google&utm_medium=organic`)
    const page = await request(app).get(res.headers.location as string)
    expect(page.status).toBe(200)
    expect(mainText(page.text)).toContain('St. Cloud')
    expect((await request(app).get(OLD_DR)).headers.location).toBe(NEW_DR)
  })

  it('sends the old address with a trailing slash, and a HEAD request, on in one step', async () => {
    const slash = await request(app).get(`${OLD}/?ref=card`)
    expect([slash.status, slash.headers.location]).toEqual([301, `${NEW}?ref=card`])
    const head = await request(app).head(OLD)
    expect([head.status, head.headers.location]).toEqual([301, NEW])
  })

  it('reads the redirects of the build it serves: a build published while it runs answers from the next request', async () => {
    const extra = '/service-area/garage-door-repair-celebration-fl'
    expect((await request(app).get(extra)).status).toBe(404)
    // The next build: the same site, and one more old address (Celebration, once "Celebration FL").
    const next = newBuild(BUILD_DIR)
    cpSync(currentBuild(BUILD_DIR), next.dir, { recursive: true })
    const redirects = JSON.parse(readFileSync(join(next.dir, 'redirects.json'), 'utf8')) as object[]
    redirects.push({ from: extra, to: '/service-area/garage-door-repair-celebration' })
    writeFileSync(join(next.dir, 'redirects.json'), JSON.stringify(redirects))
    publishBuild({ dir: next.dir, buildDir: resolve(BUILD_DIR) })
    const res = await request(app).get(extra)
    expect([res.status, res.headers.location]).toEqual([301, '/service-area/garage-door-repair-celebration'])
    expect((await request(app).get(OLD)).headers.location).toBe(NEW)
  })
})

describe('a renamed city on a static host', () => {
  it('is listed in _redirects, one 301 per old address, and that file is not served', async () => {
    expect(readFileSync(client('_redirects'), 'utf8')).toBe(`${OLD_DR} ${NEW_DR} 301\n${OLD} ${NEW} 301\n`)
    expect((await request(app).get('/_redirects')).status).toBe(404)
  })

  it('has a page at the old address that names the new one canonical, refreshes to it, is not indexed, and links to it', () => {
    const html = readFileSync(client(pageFile(OLD)), 'utf8')
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}${NEW}">`)
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${NEW}">`)
    expect(html).toContain('<meta name="robots" content="noindex">')
    expect(html).toMatch(new RegExp(`<a href="${NEW}">go to St. Cloud</a>`))
    expect(html).toContain('<title>St. Cloud has a new address | Gulfline Garage Door Co.</title>')
  })
})

describe('the sitemap of a site with a renamed city', () => {
  it('lists the new address and never the old, in sitemap.xml and on the /sitemap page', async () => {
    const xml = (await request(app).get('/sitemap.xml')).text
    expect(xml).toContain(`<loc>${SITE_URL}${NEW}</loc>`)
    expect(xml).toContain(`<loc>${SITE_URL}${NEW_DR}</loc>`)
    expect(xml).not.toContain('saint-cloud')
    expect(xml).not.toContain('doctor-phillips')
    const links = internalLinks((await request(app).get('/sitemap')).text)
    expect(links).toContain(NEW)
    expect(links).not.toContain(OLD)
    expect(links).not.toContain(OLD_DR)
  })

  it('has no city page built at an old address', () => {
    const routes = JSON.parse(readFileSync(join(currentBuild(BUILD_DIR), 'routes.json'), 'utf8')) as { path: string }[]
    expect(routes.map((route) => route.path)).toContain(NEW)
    expect(routes.map((route) => route.path)).not.toContain(OLD)
    expect(existsSync(client(pageFile(NEW)))).toBe(true)
  })
})
