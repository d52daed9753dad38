import { existsSync } from 'node:fs'
import { chromium, type Browser } from 'playwright-core'
import { readEnv } from '../../shared/env.mjs'

/** The system Chromium (installed by .ci/run with apt-get); no downloaded browsers here. */
export const CHROMIUM = readEnv(process.env, ['CHROMIUM_PATH']).CHROMIUM_PATH

export function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(
      `Chromium not found at ${CHROMIUM}: install it with apt-get install -y chromium (or set CHROMIUM_PATH)`,
    )
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
}

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 800 }
