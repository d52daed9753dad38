import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { giveBack, sharedBrowser } from './browser.ts'
import { startServer } from './server.ts'

export { DESKTOP, PHONE } from './browser.ts'

/**
 * The limit of one step on a signed-in or layout page (a navigation, a click, a wait): a step that
 * never finishes fails by name before the test's own 30 s, and a page on a machine busy with other
 * suites beside this one (load averages of 14 on two cores were seen) has time to load.
 */
export const STEP_TIMEOUT_MS = 20_000

/** What a test may ask of a new page: its viewport, whether JavaScript runs, the browser's time zone, and the like. */
export type PageOptions = Pick<
  BrowserContextOptions,
  'viewport' | 'javaScriptEnabled' | 'bypassCSP' | 'isMobile' | 'timezoneId' | 'userAgent' | 'extraHTTPHeaders'
>

/**
 * Chromium for a test file (headless, with the project's flags; the process's one, see
 * sharedBrowser): every page the file opened is closed after its tests. `page(options)` opens a
 * page in a context of its own, which closes with the page.
 */
export function browserFixture() {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await sharedBrowser()
  })
  afterAll(async () => {
    await giveBack(browser)
  })
  return {
    page(options: PageOptions = {}): Promise<Page> {
      if (!browser) throw new Error('the browser is not started yet: call page() inside a test')
      return browser.newPage(options)
    },
  }
}

/**
 * The real server on the real build with a fresh SQLite file on a free port, and one Chromium:
 * started before a test file's tests, closed after.
 */
export function serverAndBrowser(options: Parameters<typeof startServer>[0] = {}) {
  const fixture = {} as { server: Awaited<ReturnType<typeof startServer>> }
  beforeAll(async () => {
    fixture.server = await startServer(options)
  })
  afterAll(async () => {
    await fixture.server?.close()
  })
  // After hooks run in reverse: the browser closes first, then the server.
  const { page } = browserFixture()
  /**
   * A new page signed in at /auth as a person would (an account the test made), on the admin
   * dashboard. A screen that never shows what it is for fails on its own step, not at the test's limit.
   */
  async function signedIn(who: { username: string; password: string }, options: PageOptions = {}): Promise<Page> {
    const signedInPage = await page(options)
    signedInPage.setDefaultTimeout(STEP_TIMEOUT_MS)
    await signedInPage.goto(`${fixture.server.url}/auth`)
    await signedInPage.getByLabel('Username').fill(who.username)
    await signedInPage.getByLabel('Password').fill(who.password)
    await Promise.all([
      signedInPage.waitForURL('**/admin'),
      signedInPage.getByRole('button', { name: 'Sign in', exact: true }).click(),
    ])
    return signedInPage
  }
  return Object.assign(fixture, { page, signedIn })
}
