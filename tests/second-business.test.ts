import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadSite } from '../content-loader/load.ts'
import { pageFile } from '../shared/build-output.ts'
import { internalLinks, mainText } from './pages.ts'

/**
 * The design's promise: swap content/ and the same code builds a site for another business. The
 * fixture is a roofer in Ohio (tests/fixtures/second-business); nothing here changes code for it.
 */
const CONTENT_DIR = 'tests/fixtures/second-business'
// Inside the project, as Vite wants its output.
const BUILD_DIR = '.test-builds/second-business'
const run = promisify(execFile)
const site = loadSite(CONTENT_DIR)
const html = (path: string) => readFileSync(join(BUILD_DIR, 'client', pageFile(path)), 'utf8')

describe('a second business from content alone', () => {
  it('validates with the content check that the build runs', async () => {
    const { stdout } = await run('npx', ['tsx', 'scripts/validate.ts'], {
      env: { ...process.env, CONTENT_DIR },
    })
    expect(stdout).toContain(`${CONTENT_DIR} is valid: 12 cities, 5 counties, 3 regions`)
    expect(site.business.name).toBe('Buckeye Ridge Roofing')
    expect(site.business.state).toBe('Ohio')
  })

  describe('its build', () => {
    beforeAll(async () => {
      await run('npm', ['run', 'build', '--silent'], {
        env: { ...process.env, CONTENT_DIR, BUILD_DIR },
        maxBuffer: 64 * 1024 * 1024,
      })
    })

    it('has a home page that names the roofer and says nothing of garage doors or Florida', () => {
      const page = html('/')
      expect(page).toMatch(new RegExp(`<h1[^>]*>${site.pages.home.hero.heading}</h1>`))
      expect(page).toContain('Buckeye Ridge Roofing')
      expect(mainText(page)).toContain(site.pages.home.localBlock.heading)
      expect(page).not.toMatch(/garage|florida|\(813\)/i)
    })

    it('builds a page for an Ohio city at the address the content gives', () => {
      expect(site.business.cityPagePrefix).toBe('roofing-')
      const columbus = site.cities.find((city) => city.name === 'Columbus')!
      expect(columbus.path).toBe('/service-area/roofing-columbus')
      const page = html(columbus.path)
      expect(page).toContain('<link rel="canonical" href="http://localhost:3000/service-area/roofing-columbus"')
      expect(page).toMatch(/aria-label="Map of Ohio showing Columbus/)
      expect(page).not.toMatch(/garage|florida/i)
    })

    it('lists its 12 cities on the service-area page, with its own marker groups in the map legend', () => {
      const page = html('/service-area')
      const links = new Set(internalLinks(page))
      expect(site.cities).toHaveLength(12)
      for (const city of site.cities) expect(links, city.path).toContain(city.path)
      for (const [name, color] of [
        ['Columbus Metro', '#166534'],
        ['North Suburbs', '#0e7490'],
        ['East Side', '#a16207'],
      ])
        expect(page).toMatch(new RegExp(`background:${color}"[^>]*></span>${name}</li>`))
      expect(page).toContain('Roofing in {city}')
      expect(page).not.toMatch(/Tampa Bay|Central Florida|Gulf Coast|garage/i)
    })
  })
})
