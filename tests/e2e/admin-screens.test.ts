import { randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../server/auth/password.ts'
import { insertLead } from '../../server/db/leads.ts'
import { insertUser } from '../../server/db/users.ts'
import { DESKTOP, PHONE, serverAndBrowser, STEP_TIMEOUT_MS } from './fixture.ts'

/**
 * Every admin screen at a phone's and a desk's width, as the owner and an editor see it: each is
 * photographed (test-results/admin-screens/, for people to look at) and checked for what a photo
 * would show wrong: a heading, no sideways scroll, no control cut off at either edge, no script errors.
 */
const e2e = serverAndBrowser()
const SHOTS = join('test-results', 'admin-screens')
const OWNER = { username: 'owner', password: 'amber-harbor-lantern-42' }
const EDITOR = { username: 'dana', password: 'Pelican-Causeway-Tide-73' }

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true })
  const { db } = e2e.server.ctx
  insertUser(db, OWNER.username, await hashPassword(OWNER.password), Date.now(), 'administrator')
  insertUser(db, EDITOR.username, await hashPassword(EDITOR.password), Date.now(), 'editor')
  insertLead(
    db,
    {
      kind: 'booking',
      formKey: randomUUID(),
      idempotencyKey: randomUUID(),
      fields: {
        fullName: 'Marisol Vega',
        email: 'marisol.vega@example.com',
        phone: '(727) 555-0148',
        serviceType: 'repair',
        preferredDate: '2026-12-02',
        additionalNotes: 'Door stops halfway and reverses; the opener light blinks ten times.',
      },
      status: 'stored',
      spamReason: null,
      landingPage: '/service-area/garage-door-repair-clearwater',
      referrer: 'https://www.google.com/',
      utm: { utm_source: 'google', utm_medium: 'organic' },
      ip: '203.0.113.7',
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Safari/604.1',
    },
    Date.now() - 3_600_000,
  )
})

/** Signs in at /auth as a person would. */
async function signedIn(viewport: typeof PHONE, who: typeof OWNER): Promise<{ page: Page; errors: string[] }> {
  const page = await e2e.page({ viewport })
  // A screen that never shows what it is for fails on its own step, by name, not at the test's limit.
  page.setDefaultTimeout(STEP_TIMEOUT_MS)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.goto(`${e2e.server.url}/auth`)
  await page.getByLabel('Username').fill(who.username)
  await page.getByLabel('Password').fill(who.password)
  await Promise.all([page.waitForURL('**/admin'), page.getByRole('button', { name: 'Sign in', exact: true }).click()])
  return { page, errors }
}

/** Controls whose box pokes out of the viewport's width (hidden ones and those in a scrolling strip excepted). */
const cutOff = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('a, button, input, select, textarea')]
      .filter((el) => {
        const box = el.getBoundingClientRect()
        if (box.width === 0 || box.height === 0) return false
        for (let p = el.parentElement; p; p = p.parentElement)
          if (['auto', 'scroll'].includes(getComputedStyle(p).overflowX)) return false
        return box.left < -1 || box.right > document.documentElement.clientWidth + 1
      })
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim()}"`),
  )

interface Screen {
  name: string
  path: string
  heading: string
  /** Waits for what the screen is for to be on it (the data loaded), or opens it. */
  ready: (page: Page) => Promise<unknown>
}

const ownerScreens: Screen[] = [
  { name: 'dashboard', path: '/admin', heading: 'Dashboard', ready: (p) => p.getByText('Leads').first().waitFor() },
  {
    name: 'posts',
    path: '/admin/posts',
    heading: 'Blog Posts',
    ready: (p) => p.getByRole('table').or(p.getByRole('list')).first().waitFor(),
  },
  {
    name: 'post-editor',
    path: '/admin/posts',
    heading: 'Blog Posts',
    ready: async (p) => {
      await p.getByRole('button', { name: /new post/i }).click()
      await p.getByLabel('Title').waitFor()
    },
  },
  {
    name: 'categories',
    path: '/admin/categories',
    heading: 'Categories',
    ready: (p) => p.getByRole('textbox').first().waitFor(),
  },
  { name: 'topics', path: '/admin/tags', heading: 'Topics', ready: (p) => p.getByRole('textbox').first().waitFor() },
  {
    name: 'leads',
    path: '/admin/leads',
    heading: 'Leads',
    ready: (p) => p.getByText('Marisol Vega').first().waitFor(),
  },
  {
    name: 'lead-detail',
    path: '/admin/leads?lead=1',
    heading: 'Leads',
    ready: (p) => p.getByText('Preferred date').first().waitFor(),
  },
  {
    name: 'reports',
    path: '/admin/reports',
    heading: 'Reports',
    ready: (p) => p.getByRole('heading', { name: 'Pages that bring calls and leads' }).waitFor(),
  },
  {
    name: 'settings',
    path: '/admin/settings',
    heading: 'Settings',
    ready: (p) => p.getByRole('button', { name: 'Download a backup' }).waitFor(),
  },
  {
    name: 'accounts',
    path: '/admin/accounts',
    heading: 'Accounts',
    ready: (p) => p.getByText('dana').first().waitFor(),
  },
  {
    name: 'your-account',
    path: '/admin/account',
    heading: 'Your Account',
    ready: (p) => p.getByText('This device').first().waitFor(),
  },
]

const editorScreens: Screen[] = [
  {
    name: 'editor-dashboard',
    path: '/admin',
    heading: 'Dashboard',
    ready: (p) => p.getByText(/posts/i).first().waitFor(),
  },
  {
    name: 'editor-closed-leads',
    path: '/admin/leads',
    heading: 'Leads',
    ready: (p) => p.getByText('This area is for administrators').waitFor(),
  },
]

async function check(page: Page, errors: string[], screen: Screen, width: number) {
  await page.goto(e2e.server.url + screen.path)
  await page.locator('site-island[data-island="AdminArea"][data-hydrated]').waitFor({ state: 'attached' })
  await screen.ready(page)
  const what = `${screen.name} at ${width} px`
  expect(await page.getByRole('heading', { level: 1 }).textContent(), what).toBe(screen.heading)
  expect(await page.evaluate(() => document.documentElement.scrollWidth), what).toBeLessThanOrEqual(width)
  expect(await cutOff(page), what).toEqual([])
  const shot = await page.screenshot({ path: join(SHOTS, `${screen.name}-${width}.png`), fullPage: true })
  expect(shot.readUInt32BE(16), `${what}: screenshot width`).toBe(width)
  expect(errors, what).toEqual([])
}

describe('admin screens', () => {
  it.each([
    ['390', PHONE],
    ['1280', DESKTOP],
  ])(
    'at %s px, every screen the owner uses has its heading, fits, and cuts off no control',
    async (_w, viewport) => {
      const { page, errors } = await signedIn(viewport, OWNER)
      for (const screen of ownerScreens) await check(page, errors, screen, viewport.width)
      await page.close()
    },
    120_000,
  )

  it.each([
    ['390', PHONE],
    ['1280', DESKTOP],
  ])('at %s px, an editor sees the blog screens and a clear closed door to the rest', async (_w, viewport) => {
    const { page, errors } = await signedIn(viewport, EDITOR)
    for (const screen of editorScreens) await check(page, errors, screen, viewport.width)
    await page.close()
  })
})
