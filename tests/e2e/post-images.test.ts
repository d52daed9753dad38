import type { Locator, Page } from 'playwright-core'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../server/auth/password.ts'
import { insertUser } from '../../server/db/users.ts'
import { pngClaiming } from '../png-header.ts'
import { DESKTOP, PHONE, serverAndBrowser } from './fixture.ts'

/**
 * Post images as an editor meets them: upload in the editor on a phone and on a desktop, describe,
 * save, and see the picture on /blog and in the article; a post without one shows its category's
 * illustration. Run on a build: BUILD_DIR=.test-builds/post-images.
 */
const e2e = serverAndBrowser()
const PASSWORD = 'Harbor-Door-Editor-2026'

beforeAll(async () => {
  const { ctx } = e2e.server
  insertUser(ctx.db, 'writer', await hashPassword(PASSWORD), ctx.now(), 'editor')
})

/** A photo-like JPEG: noise under a door-blue block, so it is more than a flat colour. */
const photo = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: '#dbeafe', noise: { type: 'gaussian', mean: 120, sigma: 30 } },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect x="${width / 5}" y="${height / 4}" width="${(width * 3) / 5}" height="${height / 2}" fill="#1e40af"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer()

async function signedIn(viewport: typeof PHONE): Promise<Page> {
  const page = await e2e.page({ viewport })
  await page.goto(`${e2e.server.url}/auth`)
  await page.getByLabel('Username').fill('writer')
  await page.getByLabel('Password').fill(PASSWORD)
  await Promise.all([page.waitForURL('**/admin'), page.getByRole('button', { name: 'Sign in' }).click()])
  await page.goto(`${e2e.server.url}/admin/posts`)
  await page.getByRole('button', { name: 'Write a new post' }).click()
  return page
}

async function fillArticle(page: Page, title: string, category: string) {
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Excerpt').fill(`${title}: what Pinellas homeowners should know.`)
  await page.getByLabel('Article (Markdown)').fill('Our technicians see this every week across Pinellas County.')
  await page.getByLabel('Category').selectOption({ label: category })
  await page.getByLabel('Status').selectOption('published')
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click()
  await page.getByRole('button', { name: 'Write a new post' }).waitFor()
}

/** Waits for an image to have loaded (lazy ones are scrolled to first); its natural width and the file chosen. */
async function loaded(image: Locator): Promise<{ naturalWidth: number; currentSrc: string }> {
  await image.scrollIntoViewIfNeeded()
  await image.evaluate(
    (img: HTMLImageElement) =>
      new Promise<void>((resolve, reject) => {
        if (img.complete) return img.naturalWidth ? resolve() : reject(new Error(`${img.currentSrc} did not load`))
        img.addEventListener('load', () => resolve(), { once: true })
        img.addEventListener('error', () => reject(new Error(`${img.currentSrc} did not load`)), { once: true })
      }),
  )
  return image.evaluate((img: HTMLImageElement) => ({ naturalWidth: img.naturalWidth, currentSrc: img.currentSrc }))
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

/** The post's card on /blog, and its article: each shows a <picture> whose image loads. */
async function expectPictureShown(page: Page, title: string, alt: string) {
  await page.goto(`${e2e.server.url}/blog`)
  const card = page.locator('article', { has: page.getByRole('heading', { name: title }) })
  expect(await card.locator('picture source[type="image/avif"]').count()).toBe(1)
  const cardImage = card.locator('picture img')
  expect(await cardImage.getAttribute('alt')).toBe(alt)
  expect(await cardImage.getAttribute('loading')).toBe('lazy')
  const shown = await loaded(cardImage)
  expect(shown.naturalWidth).toBeGreaterThan(0)
  expect(shown.currentSrc).toMatch(/\/media\/[0-9a-f]{16}-\d+\.avif$/)

  await card.getByRole('link', { name: /Read full article/ }).click()
  await page.getByRole('heading', { level: 1, name: title }).waitFor()
  // The article itself, not the posts suggested at its end.
  const hero = page.locator('article', { has: page.getByRole('heading', { level: 1 }) }).locator('picture img')
  expect(await hero.getAttribute('fetchpriority')).toBe('high')
  expect(await hero.getAttribute('loading')).toBe('eager')
  expect((await loaded(hero)).naturalWidth).toBeGreaterThan(0)
}

describe('post images in the editor and on the blog', () => {
  for (const [name, viewport] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    it(`at ${name} px: uploads a JPEG, requires its description, and shows it on /blog and in the article`, async () => {
      const page = await signedIn(viewport)
      const title = `Carriage-House Doors at ${name} Pixels`
      await fillArticle(page, title, 'Buying Guides')
      // Before any picture: the category's illustration is the preview.
      expect(await page.locator('fieldset svg[data-illustration="buying"]').count()).toBe(1)

      // The upload's answer comes once the picture is encoded, which takes as long as the machine
      // needs: the test waits for that answer (within the test's own time), then for the preview.
      const uploaded = page.waitForResponse(
        (res) => new URL(res.url()).pathname === '/api/admin/images' && res.request().method() === 'POST',
        { timeout: 0 },
      )
      await page.getByLabel('Upload an image').setInputFiles({
        name: 'carriage-house.jpg',
        mimeType: 'image/jpeg',
        buffer: await photo(2400, 1500),
      })
      expect((await uploaded).ok()).toBe(true)
      const preview = page.locator('fieldset picture img')
      await preview.waitFor()
      expect((await loaded(preview)).naturalWidth).toBeGreaterThan(0)
      expect(await page.getByLabel('Or type an image address').inputValue()).toMatch(
        /^\/media\/[0-9a-f]{16}-1600\.jpg$/,
      )
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(viewport.width)

      // Without a description the form does not go: the browser says the field is required.
      const alt = page.getByLabel(/Image description \(alt text\), required/)
      await page.getByRole('button', { name: 'Save' }).click()
      expect(await alt.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true)
      const description = `A blue carriage-house garage door photographed at ${name} px`
      await alt.fill(description)
      await save(page)
      await expectPictureShown(page, title, description)
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(viewport.width)
      await page.close()
    }, 240_000)
  }

  it('chooses an uploaded image from the picker with the keyboard', async () => {
    const page = await signedIn(DESKTOP)
    const title = 'Insulated Doors for Oldsmar Summers'
    await fillArticle(page, title, 'Maintenance')
    await page.getByRole('button', { name: 'Choose an uploaded image' }).click()
    const dialog = page.getByRole('dialog', { name: 'Choose an uploaded image' })
    const first = dialog.getByRole('button', { name: /^Choose carriage-house\.jpg/ }).first()
    await first.waitFor()
    await first.focus()
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'detached' })
    // The description field is next: focus goes there as the dialog closes (on a busy machine, a moment after).
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('imageAlt')
    await page.keyboard.type('A blue insulated garage door on a home in Oldsmar')
    await save(page)
    await expectPictureShown(page, title, 'A blue insulated garage door on a home in Oldsmar')
    await page.close()
  }, 60_000)
})

describe('without a picture, or with a wrong one', () => {
  it("shows a post without an image with its category's illustration, never a placeholder", async () => {
    const page = await signedIn(PHONE)
    const title = 'Bracing a Double Door Before a Hurricane'
    await fillArticle(page, title, 'Storm Preparation')
    await save(page)
    await page.goto(`${e2e.server.url}/blog`)
    const card = page.locator('article', { has: page.getByRole('heading', { name: title }) })
    const illustration = card.locator('svg[data-illustration="storm"]')
    expect(await illustration.count()).toBe(1)
    const box = (await illustration.boundingBox())!
    expect(box.width).toBeGreaterThan(300)
    expect(box.height).toBeGreaterThan(180)
    expect(await page.getByText('No image').count()).toBe(0)
    await card.getByRole('link', { name: /Read full article/ }).click()
    await page.getByRole('heading', { level: 1, name: title }).waitFor()
    const article = page.locator('article', { has: page.getByRole('heading', { level: 1 }) })
    expect(await article.locator('svg[data-illustration="storm"]').count()).toBe(1)
    await page.close()
  }, 60_000)

  it('says beside the field what is wrong: a text file named .jpg, a picture too long, an address not found', async () => {
    const page = await signedIn(PHONE)
    await fillArticle(page, 'Noisy Opener Fixes', 'Repair Guides')
    await page.getByLabel('Upload an image').setInputFiles({
      name: 'opener.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('Chain openers are loud; belt openers are quiet.\n'.repeat(10)),
    })
    await page.getByText('This file is not a JPEG, PNG, WebP or AVIF image').waitFor()
    await page.getByLabel('Upload an image').setInputFiles({
      name: 'strip.png',
      mimeType: 'image/png',
      buffer: pngClaiming(59_000_000, 1),
    })
    await page
      .getByText('This file is 59,000,000 × 1 pixels; pictures can be at most 12,000 pixels on a side')
      .waitFor()

    await page.getByLabel('Or type an image address').fill('/images/blog/noisy-opener.jpg')
    await page.getByLabel(/Image description/).fill('A belt-drive garage door opener')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('/images/blog/noisy-opener.jpg was not found on this site (404)').first().waitFor()
    // Nothing typed is lost.
    expect(await page.getByLabel('Title').inputValue()).toBe('Noisy Opener Fixes')
    expect(await page.getByLabel(/Image description/).inputValue()).toBe('A belt-drive garage door opener')
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(PHONE.width)
    await page.close()
  }, 60_000)
})
