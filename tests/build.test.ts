import { execFile } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { loadSite } from '../content-loader/load.ts'
import { pageFile, prerenderedPaths } from '../shared/build-output.ts'
import { prerenderedHtml as html } from './pages.ts'

const site = loadSite('content')

describe('the build', () => {
  it('prerenders the home page', () => {
    const page = html('/')
    expect(page).toMatch(new RegExp(`<h1[^>]*>${site.pages.home.hero.heading}</h1>`))
    expect(page).toContain('<link rel="canonical" href="http://localhost:3000/"')
  })

  it('prerenders every city page through the city template', () => {
    for (const city of site.cities) {
      const file = join('dist', 'client', pageFile(city.path))
      expect(existsSync(file), file).toBe(true)
      const page = readFileSync(file, 'utf8')
      const heading = site.pages['service-area'].cityPage.heading.replace('{city}', city.name).replace(/'/g, '&#x27;')
      expect(page, city.path).toMatch(new RegExp(`<h1[^>]*>${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`))
      expect(page).toContain(`<link rel="canonical" href="http://localhost:3000${city.path}"`)
    }
  })

  it('ends the footer line with the business name once punctuated: no "Co.."', () => {
    const page = html('/')
    expect(page).toContain(
      `© ${site.business.name} · ${site.business.address.locality}, ${site.business.address.region}`,
    )
    expect(page).not.toMatch(/Co\.\./)
  })

  it('writes every page as renderPage() renders it, as the server would, city pages from their template included', async () => {
    // build/template-pages.ts renders city pages from their template's hooks, not with renderPage():
    // the pages must be the same, byte for byte.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'tests/render-check.ts', 'dist'],
      {
        maxBuffer: 2 ** 20,
      },
    )
    const report = JSON.parse(stdout)
    expect(report).toEqual({
      pages: prerenderedPaths('dist').length + 1,
      unlikeTheBuild: [],
      cities: site.cities.length,
      fromTemplate: site.cities.length,
      unlikeRenderPage: [],
    })
  }, 60_000)

  it('writes the not-found page', () => {
    expect(readFileSync(join('dist', 'client', '404.html'), 'utf8')).toContain(site.pages['not-found'].heading)
  })
})
