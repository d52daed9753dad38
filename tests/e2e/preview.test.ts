import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, PHONE, serverAndBrowser, type PageOptions } from './fixture.ts'

/**
 * An author previews a draft from the admin post list and the body in the editor; a published
 * post is viewed from the list; its table reads as a table on a phone. Screenshots of the table at
 * each width go to test-results/post-table/, for people to look at.
 */
const e2e = serverAndBrowser()
const SHOTS = join('test-results', 'post-table')
const PASSWORD = 'amber-harbor-lantern-42'
beforeAll(() => mkdirSync(SHOTS, { recursive: true }))

/** A Markdown table wider than a phone: a header row, alignment, and rows. */
const TABLE = [
  '| Spring type | Typical door | Cycles it lasts | Replacement, installed |',
  '| --- | --- | :---: | ---: |',
  '| Oil-tempered torsion | Single-car steel | 10,000 | $245–$325 |',
  '| Galvanized torsion | Double-car insulated | 15,000 | $295–$395 |',
  '| Extension (pair) | Older single-car | 8,000 | $185–$240 |',
].join('\n')

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

/** A page signed in as the owner the first test creates. */
async function signedIn(options: PageOptions): Promise<Page> {
  const page = await e2e.page(options)
  const res = await page.request.post(`${e2e.server.url}/api/login`, {
    data: { username: 'owner', password: PASSWORD },
  })
  expect(res.status()).toBe(200)
  return page
}

/** Opens the admin post list once its island has woken. */
async function openPosts(page: Page) {
  await page.goto(`${e2e.server.url}/admin/posts`)
  await page.locator('site-island[data-island="AdminArea"][data-hydrated]').waitFor({ state: 'attached' })
}

describe('a draft preview at 390 px', () => {
  it('is linked from the post list, and shows its banner without sideways scroll', async () => {
    const page = await e2e.page({ viewport: PHONE })
    const { url, ctx } = e2e.server
    // The first administrator and a draft, through the API, with the page's cookies.
    const register = await page.request.post(`${url}/api/register`, {
      data: { username: 'owner', password: PASSWORD, code: ctx.setupCode.current() },
    })
    expect(register.status()).toBe(201)
    const created = await page.request.post(`${url}/api/admin/posts`, {
      data: {
        title: 'Why a garage door hums after a Gulf storm',
        excerpt: 'Salt air and standing water work on rollers and tracks; what to listen for.',
        markdown: 'A hum that was not there before the storm usually comes from a roller drying out.',
        status: 'draft',
      },
    })
    expect(created.status()).toBe(201)
    const { slug } = (await created.json()) as { slug: string }

    await page.goto(`${url}/admin/posts`)
    const link = page.getByRole('link', {
      name: 'Preview "Why a garage door hums after a Gulf storm" (opens in a new tab)',
    })
    expect(await link.getAttribute('href')).toBe(`/blog/${slug}`)
    expect(await link.getAttribute('target')).toBe('_blank')
    expect(await link.isVisible()).toBe(true)

    await page.goto(`${url}/blog/${slug}`)
    const banner = page.getByRole('status').filter({ hasText: 'Preview — not published' })
    expect(await banner.isVisible()).toBe(true)
    const box = (await banner.boundingBox())!
    expect(box.y).toBeLessThan(PHONE.height)
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Why a garage door hums after a Gulf storm',
    )
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    await page.close()
  })
})

describe('a published post', () => {
  let slug = ''
  beforeAll(async () => {
    const page = await signedIn({ viewport: DESKTOP })
    const created = await page.request.post(`${e2e.server.url}/api/admin/posts`, {
      data: {
        title: 'How long a garage door spring lasts',
        excerpt: 'Cycles, not years: what each kind of spring gives, and what a new one costs.',
        markdown: `## Springs by type\n\nCount the cycles: one opening and one closing.\n\n${TABLE}\n\nA spring near its end gives warnings.`,
        status: 'published',
      },
    })
    expect(created.status()).toBe(201)
    slug = ((await created.json()) as { slug: string }).slug
    await page.close()
  })

  it('has a View link in the post list that opens its page in a new tab', async () => {
    const page = await signedIn({ viewport: PHONE })
    await openPosts(page)
    const view = page.getByRole('link', { name: 'View "How long a garage door spring lasts" (opens in a new tab)' })
    expect(await view.getAttribute('href')).toBe(`/blog/${slug}`)
    expect(await view.getAttribute('target')).toBe('_blank')
    expect(await page.getByRole('link', { name: /^Preview "How long/ }).count()).toBe(0)
    const [opened] = await Promise.all([page.context().waitForEvent('page'), view.click()])
    await opened!.waitForLoadState()
    expect(new URL(opened!.url()).pathname).toBe(`/blog/${slug}`)
    expect(await opened!.getByRole('heading', { level: 1 }).textContent()).toBe('How long a garage door spring lasts')
    // Published: no preview banner.
    expect(await opened!.getByText('Preview — not published').count()).toBe(0)
    await page.close()
  })

  it.each([
    ['320', { width: 320, height: 640 }, true],
    ['390', PHONE, true],
    ['1280', DESKTOP, false],
  ])(
    'at %s px shows its Markdown table as a table with borders, scrolling inside its own box when too wide',
    async (width, viewport, scrolls) => {
      const page = await e2e.page({ viewport })
      await page.goto(`${e2e.server.url}/blog/${slug}`)
      const table = page.getByRole('table')
      expect(await table.count()).toBe(1)
      expect(await table.getByRole('columnheader').allTextContents()).toEqual([
        'Spring type',
        'Typical door',
        'Cycles it lasts',
        'Replacement, installed',
      ])
      expect(await table.getByRole('row').count()).toBe(4)
      const look = await table.evaluate((element) => {
        const th = getComputedStyle(element.querySelector('th')!)
        const td = getComputedStyle(element.querySelector('td')!)
        const box = element.getBoundingClientRect()
        return {
          th: { border: th.borderTopWidth, padding: th.paddingLeft, background: th.backgroundColor },
          td: { border: td.borderLeftStyle, padding: td.paddingLeft },
          right: box.right,
          scrolls: element.scrollWidth > element.clientWidth,
          overflow: getComputedStyle(element).overflowX,
        }
      })
      expect(look.th.border).toBe('1px')
      expect(look.th.padding).not.toBe('0px')
      expect(look.th.background).not.toBe('rgba(0, 0, 0, 0)')
      expect(look.td).toEqual({ border: 'solid', padding: look.th.padding })
      expect(look.overflow).toBe('auto')
      // The page never scrolls sideways: on a narrow phone the table scrolls within itself.
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0)
      expect(look.right).toBeLessThanOrEqual(viewport.width)
      expect(look.scrolls).toBe(scrolls)
      await table.scrollIntoViewIfNeeded()
      await page.screenshot({ path: join(SHOTS, `table-${width}.png`) })
      await page.close()
    },
  )
})

describe('the post editor', () => {
  it('at 390 px previews the body as readers will get it, keeps the text, and has Markdown help', async () => {
    const page = await signedIn({ viewport: PHONE })
    await openPosts(page)
    await page.getByRole('button', { name: 'Write a new post' }).click()
    const body = `# Before you call\n\nCheck **both** cables.\n\n${TABLE}`
    await page.getByLabel('Article (Markdown)').fill(body)

    const tabs = page.getByRole('tablist', { name: 'Article' })
    await tabs.getByRole('tab', { name: 'Preview' }).click()
    const panel = page.getByRole('tabpanel', { name: 'Preview' })
    await panel.getByRole('table').waitFor()
    expect(await panel.getByRole('heading', { level: 2 }).textContent()).toBe('Before you call')
    expect(await panel.getByRole('columnheader').count()).toBe(4)
    expect(await panel.locator('strong').textContent()).toBe('both')
    expect(await tabs.getByRole('tab', { name: 'Preview' }).getAttribute('aria-selected')).toBe('true')
    expect(await page.getByLabel('Article (Markdown)').isVisible()).toBe(false)
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0)
    await page.screenshot({ path: join(SHOTS, 'editor-preview-390.png'), fullPage: true })

    // Back to writing, by keyboard: the text is as it was.
    await tabs.getByRole('tab', { name: 'Preview' }).press('ArrowLeft')
    expect(await page.getByLabel('Article (Markdown)').inputValue()).toBe(body)

    await page.getByText('Markdown help').click()
    expect(await page.getByText('| Part | Lasts |').isVisible()).toBe(true)
    await page.locator('details', { hasText: 'Markdown help' }).screenshot({ path: join(SHOTS, 'editor-help-390.png') })
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0)
    await page.close()
  })

  it('says why a body cannot be shown, as saving it would', async () => {
    const page = await signedIn({ viewport: DESKTOP })
    await openPosts(page)
    await page.getByRole('button', { name: 'Write a new post' }).click()
    await page.getByLabel('Article (Markdown)').fill(`${'> '.repeat(11)}deep`)
    await page.getByRole('tab', { name: 'Preview' }).click()
    const alert = page.getByRole('tabpanel', { name: 'Preview' }).getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toBe('The article nests quotes and lists 11 levels deep on line 1; at most 10.')
    await page.close()
  })
})
