import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EDITOR_PASSWORD } from '../api.ts'
import { contentTest } from '../content-editing.ts'
import { giveBack, sharedBrowser } from './browser.ts'

/**
 * Site content's forms as a site editor who is not a developer meets them: a name another city
 * has, said at the field as it is typed; a form with changes that asks before it is left, and
 * offers them back when opened again; a ZIP code typed with a space after it. Nothing here is
 * published: the server edits a copy of the content.
 */
let test: Awaited<ReturnType<typeof contentTest>>
let server: Server
let base: string
let browser: Browser

beforeAll(async () => {
  test = await contentTest()
  server = await new Promise((done) => {
    const listening = test.app.listen(0, '127.0.0.1', () => done(listening))
  })
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  browser = await sharedBrowser()
}, 120_000)

afterAll(async () => {
  await giveBack(browser)
  server?.closeAllConnections()
  await new Promise((done) => server?.close(done))
  await test?.done()
})

/** A page at `width`, signed in as the site editor, on Site content at `hash` once the admin has woken. */
async function editorAt(width: number, hash: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 800 } })
  await page.goto(`${base}/auth`)
  await page.getByLabel('Username').fill('dana')
  await page.getByLabel(/^Password/).fill(EDITOR_PASSWORD)
  await page.getByRole('button', { name: /sign in/i }).click()
  await page.waitForURL(/\/admin/)
  await page.goto(`${base}/admin/content${hash}`)
  await page.locator('site-island[data-island="AdminArea"][data-hydrated]').waitFor({ state: 'attached' })
  await page.getByRole('button', { name: 'Save and publish' }).waitFor()
  return page
}

/** Whether the element is wholly inside the window as it is scrolled now. */
const inView = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect()
    return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0
  })

describe.each([390, 1280])('Site content’s forms at %i px, as a site editor', (width) => {
  it('says at the Name field, as it is typed, that there is already a city called so, with a link to open it', async () => {
    const page = await editorAt(width, '#cities/+new')
    const name = page.locator('#root_name')
    await name.fill('palm harbor')
    const said = page.locator('#root_name__error')
    await said.getByText('There is already a city called Palm Harbor: open it, or choose another name').waitFor()
    // Said under the field being typed in, which keeps the focus: both on screen.
    expect(await name.evaluate((input) => input === document.activeElement)).toBe(true)
    expect(await inView(page, '#root_name__error')).toBe(true)
    expect(await name.getAttribute('aria-describedby')).toContain('root_name__error')
    await name.fill('Palm Harbor Isles')
    await said.waitFor({ state: 'detached' })
    await name.fill('Palm Harbor')
    // The form has a name typed: leaving it asks first.
    page.once('dialog', (dialog) => void dialog.accept())
    await said.getByRole('link', { name: 'Open Palm Harbor' }).click()
    await page.getByRole('heading', { name: 'Edit “Palm Harbor”' }).waitFor()
    await page.close()
  })

  it('asks before a form with changes is left, and offers the changes back when it is opened again', async () => {
    const page = await editorAt(width, '#business/business')
    const tagline = page.getByLabel(/^Tagline/)
    const before = await tagline.inputValue()
    const typed = `Spring repairs the same day, Oldsmar to Orlando (${width})`
    await tagline.fill(typed)
    // Within Site content: asked, and kept on the form when the answer is "stay".
    const questions: string[] = []
    page.on('dialog', (dialog) => {
      questions.push(`${dialog.type()}: ${dialog.message()}`)
      void (questions.length === 1 ? dialog.dismiss() : dialog.accept())
    })
    await page.getByRole('link', { name: 'Back to Site content' }).click()
    await expect.poll(() => questions.length).toBe(1)
    expect(questions[0]).toMatch(/^confirm: Leave this form\? Your changes are not saved yet/)
    expect(await tagline.inputValue()).toBe(typed)
    expect(page.url()).toMatch(/#business\/business$/)
    // Asked again, and left.
    await page.getByRole('link', { name: 'Back to Site content' }).click()
    await page.getByRole('link', { name: /Business details/ }).waitFor()
    expect(questions).toHaveLength(2)
    // Opened again: the changes are offered back, and restored.
    await page.getByRole('link', { name: /Business details/ }).click()
    const offer = page.getByRole('status').filter({ hasText: 'You have changes to this form that were not saved' })
    await offer.waitFor()
    expect(await page.getByLabel(/^Tagline/).inputValue()).toBe(before)
    await offer.getByRole('button', { name: 'Restore my changes' }).click()
    expect(await page.getByLabel(/^Tagline/).inputValue()).toBe(typed)
    // Reloading the page with changes: the browser's own question first.
    await page.reload()
    expect(questions.at(-1)).toMatch(/^beforeunload/)
    await page.close()
  })

  it('takes a ZIP code typed with a space after it', async () => {
    const page = await editorAt(width, '#cities/palm-harbor')
    const zip = page.locator('#root_zipCodes_0')
    await zip.fill(`${await zip.inputValue()} `)
    await page.getByRole('button', { name: 'Check' }).click()
    await page.getByText('The check found no problem: this can be saved.').waitFor()
    await page.close()
  })

  it('the dashboard shows a site editor only what a site editor can open', async () => {
    const page = await editorAt(width, '#business/business')
    await page.goto(`${base}/admin`)
    await page.locator('site-island[data-island="AdminArea"][data-hydrated]').waitFor({ state: 'attached' })
    await page.getByRole('heading', { name: 'The site’s content' }).waitFor()
    expect(await page.getByRole('link', { name: 'Open Site content' }).getAttribute('href')).toBe('/admin/content')
    expect(await page.locator('main a[href^="/admin/posts"]').count()).toBe(0)
    expect(await page.getByText(/published posts/i).count()).toBe(0)
    await page.close()
  })
})
