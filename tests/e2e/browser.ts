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

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 800 }
