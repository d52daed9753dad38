import { execFile } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { createApp } from '../server/app.ts'
import { testContext } from './support.ts'
import { buildCommand, startFromTestRunBuild } from './build-command.ts'

/**
 * A rebuild while the server runs: the build writes a new folder and switches the dist link in one
 * step (build/builds.ts); the server answers from the new build from the next request on.
 */
const work = mkdtempSync(join(tmpdir(), 'publish-'))
const content = join(work, 'content')
// Inside the project, as Vite wants its output.
mkdirSync('.test-builds', { recursive: true })
const builds = mkdtempSync(join('.test-builds', 'publish-'))
const buildDir = join(builds, 'dist')
const build = () =>
  promisify(execFile)(process.execPath, [buildCommand()], {
    env: { ...process.env, CONTENT_DIR: content, BUILD_DIR: buildDir },
  })
const test = testContext()
let server: Server | undefined

afterAll(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
  await test.cleanup()
  rmSync(work, { recursive: true, force: true })
  rmSync(builds, { recursive: true, force: true })
})

const CLEARWATER = '/service-area/garage-door-repair-clearwater'
const NEW_CITY = '/service-area/garage-door-repair-crystal-beach'
/** A city of its own words: the content check refuses a near-copy of another city (a doorway page). */
const CRYSTAL_BEACH = `name: Crystal Beach
county: Pinellas
region: Tampa Bay
position:
  latitude: 28.0878
  longitude: -82.7762
description: >-
  Crystal Beach is a small Gulf-front community between Palm Harbor and Ozona, with older block
  homes and single-car garages close to the water, reached along Alternate 19 from our office.
zipCodes: ["34681"]
communities: ["Crystal Beach"]
localContent:
  neighborhoods: Gulf Drive, Crystal Beach Avenue, the sound-front lots
  landmarks: Crystal Beach Park, Pinellas Trail, St. Joseph Sound
  yearEstablished: 1913
  popularService: >-
    Spring and roller work on narrow one-car doors that open straight onto the street.
  mainChallenge: >-
    Damp air off St. Joseph Sound rusts torsion springs early, so we oil and inspect them on every visit.
  testimonial: >-
    The technician fitted a new spring on our cottage's old door the same afternoon I called.
  testimonialName: Dana R., Crystal Beach
`
const MARKER = 'Crystal Beach and Clearwater share one crew on this rebuild.'

/** Waits, for at most 30 s, until the clients have seen enough. */
async function until(enough: () => boolean, what: string) {
  const deadline = Date.now() + 30_000
  while (!enough()) {
    if (Date.now() > deadline) throw new Error(`the clients did not get ${what} within 30 s`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('publishing a build while the server runs', () => {
  it('20 clients fetching through a rebuild get only whole pages, each from one build, and the new page answers at once', async () => {
    cpSync('content', content, { recursive: true })
    // The first build is the set-up: the test run's own (the same content and code), which finds nothing changed.
    startFromTestRunBuild(buildDir)
    await build()
    server = createApp({ ...test.ctx, buildDir: resolve(buildDir) }).listen(0, '127.0.0.1')
    await new Promise((resolve) => server!.once('listening', resolve))
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

    // The next build: Clearwater's description changes and a city is added.
    const clearwater = readFileSync(join(content, 'cities', 'clearwater.yaml'), 'utf8')
    const oldText = 'the Pinellas County seat'
    writeFileSync(
      join(content, 'cities', 'clearwater.yaml'),
      clearwater.replace(/^description: >-\n(?: {2}.*\n)+/m, `description: ${MARKER}\n`),
    )
    writeFileSync(join(content, 'cities', 'crystal-beach.yaml'), CRYSTAL_BEACH)

    const seen: { path: string; status: number; body: string; length: number; after: boolean }[] = []
    let published = false
    let running = true
    const paths = ['/', CLEARWATER, NEW_CITY, '/service-area', '/sitemap.xml', '/faq']
    const client = async (i: number) => {
      for (let n = i; running; n++) {
        const path = paths[n % paths.length]!
        const after = published
        const res = await fetch(origin + path)
        const body = await res.text()
        seen.push({
          path,
          status: res.status,
          body,
          length: Number(res.headers.get('content-length') ?? Buffer.byteLength(body)),
          after,
        })
      }
    }
    const clients = Array.from({ length: 20 }, (_, i) => client(i))
    // The clients are in full flow when the build starts, and still are when it publishes (a rebuild may take well under a second).
    await until(() => seen.length >= 60, '60 answers before the rebuild')
    await build()
    published = true
    // The first request after the build returns finds the new page.
    const fresh = await fetch(origin + NEW_CITY)
    expect(fresh.status).toBe(200)
    expect(await (await fetch(origin + '/sitemap.xml')).text()).toContain(NEW_CITY)
    expect(await (await fetch(origin + CLEARWATER)).text()).toContain(MARKER)
    await until(() => seen.filter((response) => response.after).length >= 60, '60 answers after publishing')
    running = false
    await Promise.all(clients)

    for (const response of seen) {
      const where = `${response.path} (${response.after ? 'after' : 'during'} the rebuild)`
      if (response.path === NEW_CITY && !response.after) expect([200, 404], where).toContain(response.status)
      else expect(response.status, where).toBe(200)
      // Whole: as long as the server said, and closed.
      expect(Buffer.byteLength(response.body), where).toBe(response.length)
      expect(response.body.trimEnd(), where).toMatch(response.path === '/sitemap.xml' ? /<\/urlset>$/ : /<\/html>$/)
      // From one build: the old Clearwater or the new one, never a mix, and only the new one once published.
      if (response.path === CLEARWATER) {
        expect(response.body.includes(oldText) !== response.body.includes(MARKER), where).toBe(true)
        if (response.after) expect(response.body, where).toContain(MARKER)
      }
      if (response.path === NEW_CITY && response.after) expect(response.status, where).toBe(200)
    }
  }, 180_000)
})
