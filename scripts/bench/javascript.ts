import { gzipSync } from 'node:zlib'
import type { Browser, Locator, Page, Response } from 'playwright-core'
import type { Site } from '../../schemas/site.ts'
import { PHONE } from '../../tests/e2e/browser.ts'
import { benchPages } from './pages.ts'

/** Something a visitor does. */
interface Interaction {
  name: string
  run: (page: Page) => Promise<void>
}

interface Script {
  /** Its path on the site, e.g. /assets/entries/renderer_client.CJUGXIQ_.js */
  path: string
  /** Its body gzipped at level 9: the same on every run, unlike the server's compressed transfer. */
  gzipBytes: number
  react: boolean
  leaflet: boolean
}

export interface PageScripts {
  path: string
  /** What each step loaded: `load` first (before interaction), then each interaction in turn. */
  steps: { action: string; scripts: Script[] }[]
  beforeBytes: number
  afterBytes: number
  /** Interactions that could not be done: the figures after them are incomplete. */
  problems: string[]
}

const menuDialog = (page: Page) => page.getByRole('dialog', { name: 'Menu' })
const OPEN_MENU: Interaction = {
  name: 'tap Open menu',
  run: async (page) => {
    await page.getByRole('button', { name: 'Open menu' }).click()
    await menuDialog(page).waitFor()
  },
}
const CLOSE_MENU: Interaction = {
  name: 'Escape',
  run: async (page) => {
    await page.keyboard.press('Escape')
    await menuDialog(page).waitFor({ state: 'hidden' })
  },
}
/** Clicks the first element `locate` finds. */
const clickFirst = (name: string, locate: (page: Page) => Locator): Interaction => ({
  name,
  run: (page) => locate(page).first().click(),
})

/**
 * The pages a visitor lands on, and what they would do first on each: open the menu and close it,
 * then use what the page is for. Each interaction wakes islands, so these are the scripts a visit
 * ends up with.
 */
function visits(site: Site): [string, Interaction[]][] {
  const pages = benchPages(site)
  const menu = [OPEN_MENU, CLOSE_MENU]
  const question = (locate: (page: Page) => Locator) => clickFirst('tap an FAQ question', locate)
  const serviceFaq = site.services[0]!.faq?.length
    ? [question((page) => page.locator('site-island[data-island="FaqAccordion"] button'))]
    : []
  return [
    [pages.home, [...menu, question((page) => page.locator('#faq button'))]],
    [pages.city, menu],
    [pages.service, [...menu, ...serviceFaq]],
    [pages.faq, [...menu, question((page) => page.getByRole('tabpanel').getByRole('button'))]],
    // A text box by its role: the form's first input is a trap for bots, hidden from people and off the screen.
    [
      pages.contact,
      [...menu, clickFirst('tap the first form field', (page) => page.locator('form').getByRole('textbox'))],
    ],
  ]
}

/** The scripts of a visit to each page. */
export async function benchJavaScript(browser: Browser, origin: string, site: Site): Promise<PageScripts[]> {
  const results = []
  for (const [path, interactions] of visits(site))
    results.push(await measureScripts(browser, origin, path, interactions))
  return results
}

/** What is over the budgets: a first view's scripts, a visit's scripts in all, React or Leaflet where they should not be. */
export function javascriptOverBudget(results: PageScripts[], budget: { beforeKb: number; afterKb: number }): string[] {
  const over: string[] = []
  for (const { path, steps, beforeBytes, afterBytes, problems } of results) {
    over.push(...problems)
    if (beforeBytes > budget.beforeKb * 1024)
      over.push(`${path} loads ${kb(beforeBytes)} KB of JavaScript before interaction (budget ${budget.beforeKb} KB)`)
    if (afterBytes > budget.afterKb * 1024)
      over.push(`${path} loads ${kb(afterBytes)} KB of JavaScript after interaction (budget ${budget.afterKb} KB)`)
    for (const script of steps[0]!.scripts.filter((s) => s.react))
      over.push(`${path} loads React before interaction (${script.path})`)
    for (const script of steps.flatMap((s) => s.scripts).filter((s) => s.leaflet))
      over.push(`${path} loads Leaflet (${script.path}); only the service-area page may`)
  }
  return over
}

/** Per page, each step and the scripts it loaded, for a reader to see what loads when. */
export function scriptLists(results: PageScripts[]): string {
  const width = Math.max(...results.flatMap((r) => r.steps.map((s) => s.action.length)))
  const label = (script: Script) =>
    `${script.path.replace('/assets/', '')} ${kb(script.gzipBytes)} KB${script.react ? ' (React)' : ''}${script.leaflet ? ' (Leaflet)' : ''}`
  return results
    .map(({ path, steps }) =>
      [
        `  ${path}`,
        ...steps.map((s) => `    ${s.action.padEnd(width)}  ${s.scripts.map(label).join(', ') || '-'}`),
      ].join('\n'),
    )
    .join('\n')
}

export const kb = (bytes: number) => Math.round(bytes / 102.4) / 10

// Text only a bundle of React (its element symbols, the root marker react-dom sets) or of Leaflet contains.
const isReact = (code: string) =>
  code.includes('react.transitional.element') || code.includes('react.element') || code.includes('__reactContainer')
const isLeaflet = (code: string) => code.includes('_leaflet_id')

/**
 * Opens `path` on a phone, as a first visit (a fresh browser context: nothing cached), waits for
 * the network to go quiet, then does each interaction, waiting again after each; lists every script
 * the page fetched at each step.
 */
async function measureScripts(
  browser: Browser,
  origin: string,
  path: string,
  interactions: Interaction[],
): Promise<PageScripts> {
  const context = await browser.newContext({ viewport: PHONE })
  const page = await context.newPage()
  // A step the page does not allow (no such button, a menu that does not open) is reported in 10 s, not Playwright's 30.
  page.setDefaultTimeout(10_000)
  const idle = networkIdle(page)
  let step = 'load'
  const responses: { step: string; response: Response }[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' || new URL(response.url()).pathname.endsWith('.js'))
      responses.push({ step, response })
  })
  const problems: string[] = []
  const attempted = ['load']
  try {
    await page.goto(origin + path, { waitUntil: 'networkidle' })
    for (const interaction of interactions) {
      step = interaction.name
      attempted.push(step)
      await interaction.run(page)
      await idle()
    }
  } catch (error) {
    // What loaded until then is still listed; the rest of the page's steps are not done.
    problems.push(
      `${path}: could not ${step === 'load' ? 'load the page' : step}: ${(error as Error).message.split('\n')[0]}`,
    )
  }
  try {
    const steps = attempted.map((action) => ({ action, scripts: [] as Script[] }))
    const seen = new Set<string>()
    for (const { step, response } of responses) {
      const script = await describe(response)
      // A module fetched again (a preload, then its import) counts once, where it first loaded.
      if (seen.has(script.path)) continue
      seen.add(script.path)
      steps.find((s) => s.action === step)!.scripts.push(script)
    }
    const bytes = (list: Script[]) => list.reduce((sum, script) => sum + script.gzipBytes, 0)
    return {
      path,
      steps,
      beforeBytes: bytes(steps[0]!.scripts),
      afterBytes: bytes(steps.flatMap((s) => s.scripts)),
      problems,
    }
  } finally {
    await context.close()
  }
}

async function describe(response: Response): Promise<Script> {
  const body = await response.body()
  const code = body.toString('utf8')
  return {
    path: new URL(response.url()).pathname,
    gzipBytes: gzipSync(body, { level: 9 }).length,
    react: isReact(code),
    leaflet: isLeaflet(code),
  }
}

/**
 * Waits until no request has been in flight for half a second, as Playwright's own `networkidle`
 * does; that one only applies to a navigation, and an island's import() starts after it.
 */
function networkIdle(page: Page) {
  let inFlight = 0
  let lastChange = Date.now()
  const change = (by: number) => () => {
    inFlight += by
    lastChange = Date.now()
  }
  page.on('request', change(1))
  page.on('requestfinished', change(-1))
  page.on('requestfailed', change(-1))
  return async (quietMs = 500, timeoutMs = 15_000) => {
    const started = Date.now()
    while (inFlight > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() - started > timeoutMs) throw new Error(`the network was still busy after ${timeoutMs / 1000} s`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}
