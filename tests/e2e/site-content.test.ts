import type { Server } from 'node:http'
import { readdirSync, readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { currentBuild, pageFile } from '../../shared/build-output.ts'
import { distanceMiles } from '../../shared/geo.ts'
import { ADMIN_PASSWORD, EDITOR_PASSWORD } from '../api.ts'
import { builtContentTest } from '../content-editing.ts'
import { SITE_URL } from '../support.ts'
import { giveBack, sharedBrowser } from './browser.ts'

/**
 * Site content in a real browser, as a site editor who is not a developer ("dana"): the server on
 * a temporary copy of the content, built into a build folder of its own, publishing each change
 * through the build as it does in production. At a phone's width and a desktop's.
 */
let test: Awaited<ReturnType<typeof builtContentTest>>
let server: Server
let base: string
let browser: Browser

beforeAll(async () => {
  test = await builtContentTest('site-content')
  server = await new Promise((done) => {
    const listening = test.app.listen(0, '127.0.0.1', () => done(listening))
  })
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  browser = await sharedBrowser()
}, 300_000)

afterAll(async () => {
  await giveBack(browser)
  server?.closeAllConnections()
  await new Promise((done) => server?.close(done))
  await test?.done()
})

/** A page of the browser at `width`, signed in as the site editor (or `as` another account), on Site content. */
async function editorAt(width: number, as = { username: 'dana', password: EDITOR_PASSWORD }): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  await page.goto(`${base}/auth`)
  await page.getByLabel('Username').fill(as.username)
  await page.getByLabel(field('Password')).fill(as.password)
  await page.getByRole('button', { name: /sign in/i }).click()
  await page.waitForURL(/\/admin/)
  await page.goto(`${base}/admin/content`)
  await page.locator('site-island[data-island="AdminArea"][data-hydrated]').waitFor({ state: 'attached' })
  return page
}

/** A form field's label, which says "*" after it when the field is required. */
const field = (label: string) => new RegExp(`^${label}( \\*)?$`)

const visible = (locator: ReturnType<Page['getByText']>, timeout = 60_000) => locator.waitFor({ timeout })

/** Presses Save and publish and waits for the live link (a build takes seconds; a loaded machine, more). */
async function publish(page: Page) {
  await page.getByRole('button', { name: 'Save and publish' }).click()
  await visible(page.getByText(/^Live/), 120_000)
}

/**
 * Presses Preview and waits for the server's answer (a build of the draft), then for the link to
 * the page named `name` that it gives: a preview that never shows its link says which of the two
 * did not come, and what the server said.
 */
async function previewLink(page: Page, name: RegExp) {
  const answered = page.waitForResponse((res) => new URL(res.url()).pathname.endsWith('/preview'), {
    timeout: 120_000,
  })
  await page.getByRole('button', { name: 'Preview' }).click()
  const answer = await answered
  expect(answer.status(), await answer.text()).toBe(200)
  const link = page.getByRole('link', { name }).first()
  await visible(link)
  return link
}

/** The position the city form shows as chosen. */
async function chosenPosition(page: Page) {
  const chosen = page.getByText(/^Chosen: latitude/)
  await visible(chosen)
  const [, latitude, longitude] = /latitude (-?[\d.]+), longitude (-?[\d.]+)/.exec((await chosen.textContent())!)!
  return { latitude: Number(latitude), longitude: Number(longitude) }
}

/** The county of the city served nearest to `at`, in the test's content. */
function countyAt(at: { latitude: number; longitude: number }): string {
  const folder = join(test.contentDir, 'cities')
  const cities = readdirSync(folder).map(
    (file) => parse(readFileSync(join(folder, file), 'utf8')) as { county: string; position: typeof at },
  )
  return cities.reduce((a, b) => (distanceMiles(at, a.position) <= distanceMiles(at, b.position) ? a : b)).county
}

/** The built page at `path` in the live build, as a static host would serve it. */
const builtPage = (path: string) => readFileSync(join(currentBuild(test.buildDir), 'client', pageFile(path)), 'utf8')
const served = (path: string) => fetch(base + path, { redirect: 'manual' })

describe('Site content in the browser: where leads go', () => {
  /** The labels and group names of the Forms’ choices form, as the account at `page` sees it. */
  async function formsFieldNames(page: Page) {
    await page.getByRole('link', { name: /Forms’ choices/ }).click()
    await visible(page.getByRole('button', { name: 'Save and publish' }))
    return page.locator('form label, form legend').allInnerTexts()
  }

  it('a site editor’s Forms’ choices shows neither the mode nor the forwarding; an administrator’s shows both', async () => {
    const editor = await editorAt(1280)
    const forEditor = await formsFieldNames(editor)
    expect(forEditor.some((name) => /^Phone example/.test(name))).toBe(true)
    expect(forEditor.filter((name) => /^(Mode|Forwarding)\b/.test(name))).toEqual([])
    await editor.close()
    const admin = await editorAt(1280, { username: 'owner', password: ADMIN_PASSWORD })
    const forAdmin = await formsFieldNames(admin)
    expect(forAdmin.some((name) => /^Mode\b/.test(name))).toBe(true)
    expect(forAdmin.some((name) => /^Forwarding\b/.test(name))).toBe(true)
    await admin.close()
  })
})

describe('Site content in the browser, as a site editor', () => {
  it('changes the telephone number on a phone; the live pages show it; a revert puts file and page back byte for byte', async () => {
    const page = await editorAt(390)
    const yamlBefore = test.read('business.yaml')
    const cityBefore = builtPage('/service-area/garage-door-repair-clearwater')
    await page.getByRole('link', { name: /Business details/ }).click()
    const telephone = page.getByLabel('Telephone')
    expect(await telephone.inputValue()).toBe('(813) 555-0142')
    await telephone.fill('(727) 555-0160')
    await publish(page)
    const live = await (await served('/service-area/garage-door-repair-clearwater')).text()
    expect(live.match(/<header[\s\S]*?<\/header>/)?.[0]).toContain('(727) 555-0160')
    expect(test.read('business.yaml')).not.toBe(yamlBefore)

    await page.getByRole('link', { name: 'History' }).click()
    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('button', { name: 'Revert' }).first().click()
    await visible(page.getByText(/^Live/), 120_000)
    expect(test.read('business.yaml')).toBe(yamlBefore)
    expect(builtPage('/service-area/garage-door-repair-clearwater')).toBe(cityBefore)
    await page.close()
  }, 300_000)

  it('adds a city on a desktop: refused while its text repeats another city, previewed and published once rewritten; renamed on a phone, its old address answers 301', async () => {
    const page = await editorAt(1280)
    await page.getByRole('link', { name: /^Cities/ }).click()
    await page.getByRole('link', { name: 'Add a city' }).click()
    await page.getByLabel(field('Name')).fill('Crystal Beach')
    await visible(page.getByText(/File: cities\/crystal-beach\.yaml/))
    // Placed at the map's centre (from the keyboard, as the button allows), in the county of the
    // nearest city served there: the county check wants the county the position is in.
    await page.getByRole('button', { name: /Use the centre of the map/ }).click()
    await page.getByLabel(field('County')).selectOption(countyAt(await chosenPosition(page)))
    expect(await page.getByLabel(field('Region')).inputValue()).not.toBe('')
    // The text of a city nearby, as a hurried editor would paste it.
    const copied = parse(readFileSync(join(test.contentDir, 'cities/palm-harbor.yaml'), 'utf8')) as PalmHarbor
    await page.getByLabel(field('Description')).fill(copied.description)
    for (const [label, name] of LOCAL_FIELDS) await page.getByLabel(field(label)).fill(copied.localContent[name])
    await page.getByLabel('Testimonial name').fill('Renee K.')
    await page.getByLabel('Year established').fill('1910')
    await page.getByRole('button', { name: 'Save and publish' }).click()
    // Word for word the same: reported at the new city's field, where the editor pasted it.
    await visible(page.getByText(/same as Palm Harbor’s page/).first())
    await visible(page.getByText(/\d+ fields need a change/))
    expect(await page.getByText('In other files, because of this change').count()).toBe(0)
    expect((await served('/service-area/garage-door-repair-crystal-beach')).status).toBe(404)

    await page.getByLabel(field('Description')).fill(CRYSTAL_BEACH.description)
    for (const [label, text] of Object.entries(CRYSTAL_BEACH.local)) await page.getByLabel(field(label)).fill(text)
    // Preview: the new page, rendered from the draft, before anything is live.
    const preview = await previewLink(page, /garage-door-repair-crystal-beach/)
    const draft = await page.request.get(new URL((await preview.getAttribute('href'))!, base).href)
    expect(draft.status()).toBe(200)
    expect(await draft.text()).toContain('St. Joseph Sound')
    expect((await served('/service-area/garage-door-repair-crystal-beach')).status).toBe(404)
    await publish(page)
    const address = '/service-area/garage-door-repair-crystal-beach'
    expect((await served(address)).status).toBe(200)
    expect(await (await served('/service-area')).text()).toContain(`href="${address}"`)
    expect(await (await served('/sitemap.xml')).text()).toContain(`${SITE_URL}${address}</loc>`)
    await page.close()

    const phone = await editorAt(390)
    await phone.getByRole('link', { name: /^Cities/ }).click()
    await phone.getByLabel(/Search/).fill('Crystal')
    await phone.getByRole('link', { name: 'Crystal Beach', exact: true }).click()
    await phone.getByLabel(field('Name')).fill('Crystal Beach Village')
    await publish(phone)
    const moved = await served(address)
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toBe('/service-area/garage-door-repair-crystal-beach-village')
    expect(test.read('cities/crystal-beach-village.yaml')).toMatch(/formerSlugs:\n {2}- crystal-beach\n/)
    await phone.close()
  }, 300_000)
})

/** The local text's fields, by their labels in the form. */
const LOCAL_FIELDS = [
  ['Neighborhoods', 'neighborhoods'],
  ['Landmarks', 'landmarks'],
  ['Popular service', 'popularService'],
  ['Main challenge', 'mainChallenge'],
  ['Testimonial', 'testimonial'],
] as const

interface PalmHarbor {
  description: string
  localContent: Record<'neighborhoods' | 'landmarks' | 'popularService' | 'mainChallenge' | 'testimonial', string>
}

/** A city's own text, written for it alone. */
const CRYSTAL_BEACH = {
  description:
    'Crystal Beach is a small waterfront community on St. Joseph Sound between Palm Harbor and Ozona, where ' +
    'older block homes sit on narrow lots under live oaks and many garages double as workshops for boats and ' +
    'fishing gear. Salt air off the sound pits hinges and rollers faster than inland, so we carry stainless ' +
    'hardware on every truck that heads up Alternate 19.',
  local: {
    Neighborhoods: 'Crystal Beach Avenue, Gulf Drive, the Sound side lots',
    Landmarks: 'Crystal Beach Community Hall, Pop Stansell Park',
    'Popular service': 'Replacing corroded rollers and hinges with stainless steel hardware',
    'Main challenge': 'Salt spray from St. Joseph Sound rusting springs and tracks within a few seasons',
    Testimonial:
      'The torsion spring on our old wooden door snapped on a Sunday; they came the same afternoon and replaced ' +
      'both springs and every roller with stainless ones.',
  },
}
