import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { launchBrowser } from './browser.ts'
import { startServer } from './server.ts'

export { DESKTOP, PHONE } from './browser.ts'

/** What a test may ask of a new page: its viewport, whether JavaScript runs, the browser's time zone, and the like. */
export type PageOptions = Pick<
  BrowserContextOptions,
  'viewport' | 'javaScriptEnabled' | 'bypassCSP' | 'isMobile' | 'timezoneId'
>

/**
 * One Chromium for a test file (headless, with the project's flags; see browser.ts): launched
 * before the file's tests, closed after. `page(options)` opens a page in a context of its own,
 * which closes with the page.
 */
export function browserFixture() {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
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
  return Object.assign(fixture, { page })
}
