import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { loadSite } from '../schemas/load.ts'

const site = loadSite('content')
const html = (path: string) => readFileSync(`dist/client${path === '/' ? '' : path}/index.html`, 'utf8')

describe('the build', () => {
  it('prerenders the home page', () => {
    const page = html('/')
    expect(page).toMatch(new RegExp(`<h1[^>]*>${site.pages.home.hero.heading}</h1>`))
    expect(page).toContain('<link rel="canonical" href="http://localhost:3000/"')
  })

  it('prerenders every city page through the city template', () => {
    for (const city of site.cities) {
      const file = `dist/client${city.path}/index.html`
      expect(existsSync(file), file).toBe(true)
      const page = readFileSync(file, 'utf8')
      const heading = site.pages['service-area'].cityPage.heading.replace('{city}', city.name).replace(/'/g, '&#x27;')
      expect(page, city.path).toMatch(new RegExp(`<h1[^>]*>${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`))
      expect(page).toContain(`<link rel="canonical" href="http://localhost:3000${city.path}"`)
    }
  })

  it('writes the not-found page', () => {
    expect(readFileSync('dist/client/404.html', 'utf8')).toContain(site.pages['not-found'].heading)
  })
})
