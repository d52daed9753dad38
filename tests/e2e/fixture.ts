import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { launchBrowser } from './browser.ts'
import { startServer } from './server.ts'

/** The real server on the real build and a fresh database, and one Chromium: started before a test file's tests, closed after. */
export function serverAndBrowser() {
  const fixture = {} as { server: Awaited<ReturnType<typeof startServer>>; browser: Browser }
  beforeAll(async () => {
    fixture.server = await startServer()
    fixture.browser = await launchBrowser()
  })
  afterAll(async () => {
    await fixture.browser?.close()
    await fixture.server?.close()
  })
  return fixture
}
