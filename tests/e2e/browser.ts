import { existsSync } from 'node:fs'
import { chromium, type Browser } from 'playwright-core'
import { readEnv } from '../../shared/env.ts'
import { packagedChromium } from '../../scripts/packaged-chromium.ts'

/** Debian's Chromium (`apt-get install -y chromium`), used when present. */
const SYSTEM_CHROMIUM = '/usr/bin/chromium'

/**
 * The Chromium the browser tests, the bench and Lighthouse drive: CHROMIUM_PATH when it is set; else
 * the system's when there is one; else the one `npm install` brought inside @sparticuz/chromium.
 */
export async function chromiumPath(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const chosen = readEnv(env, ['CHROMIUM_PATH']).CHROMIUM_PATH
  if (chosen) {
    if (!existsSync(chosen)) throw new Error(`Chromium not found at CHROMIUM_PATH=${chosen}: no file there`)
    return chosen
  }
  return existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : packagedChromium()
}

/**
 * The flags every launch gets: headless, no calls home on this machine's closed network, and the
 * Accept-Language every visitor's browser sends (the packaged Chromium, a headless shell, sends none
 * by default, and the lead forms take a request without one for a robot's: server/leads/spam.ts).
 */
export const CHROMIUM_FLAGS = [
  '--accept-lang=en-US',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export async function launchBrowser(executablePath?: string): Promise<Browser> {
  return chromium.launch({
    executablePath: executablePath ?? (await chromiumPath()),
    headless: true,
    args: CHROMIUM_FLAGS,
  })
}

let shared: Promise<Browser> | undefined

/**
 * The Chromium of this test process: launched by the first browser suite that asks, then lent to
 * each that follows. Vitest runs a worker's files one after another in one process (isolate: false),
 * and every page a suite opens has a context of its own, so a suite sees nothing of the one before;
 * launching a Chromium for each of some forty suites cost more than their pages' first loads. A
 * browser that crashed or was closed is launched again for the next suite. Playwright kills it when
 * the process exits.
 */
export function sharedBrowser(): Promise<Browser> {
  shared ??= launchBrowser().then(
    (browser) => {
      browser.on('disconnected', () => (shared = undefined))
      return browser
    },
    (error: unknown) => {
      shared = undefined
      throw error
    },
  )
  return shared
}

/** Gives the shared browser back after a suite: closes every context (and so every page) it opened. */
export async function giveBack(browser: Browser | undefined): Promise<void> {
  if (browser?.isConnected()) await Promise.all(browser.contexts().map((context) => context.close()))
}

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 800 }
