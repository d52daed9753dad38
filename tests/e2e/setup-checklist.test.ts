import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../server/auth/password.ts'
import { recordBackup } from '../../server/db/backups.ts'
import { insertUser } from '../../server/db/users.ts'
import { DESKTOP, PHONE, serverAndBrowser } from './fixture.ts'

/**
 * The dashboard's first-run checklist as a new owner meets it, on a phone and on a desk
 * (photographed in test-results/setup-checklist/ for people to look at): on a fresh install, and
 * once some of it is done.
 */
const e2e = serverAndBrowser()
const SHOTS = join('test-results', 'setup-checklist')
const OWNER = { username: 'owner', password: 'amber-harbor-lantern-42' }

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true })
  insertUser(e2e.server.ctx.db, OWNER.username, await hashPassword(OWNER.password), Date.now(), 'administrator')
})

const dashboard = (viewport: typeof PHONE) => e2e.signedIn(OWNER, { viewport })

/** The checklist's items as a screen reader reads them: "To do: …" or "Done: …". */
const items = (page: Page) =>
  page
    .getByRole('region', { name: 'Before the site takes real customers' })
    .getByRole('listitem')
    .evaluateAll((list) => list.map((item) => item.querySelector('p')?.textContent ?? ''))

const WIDTHS = [
  ['390', PHONE],
  ['1280', DESKTOP],
] as const

describe('the first-run checklist on a fresh install', () => {
  it.each(WIDTHS)(
    'at %s px: four things to do, each with a link to where, nothing scrolling sideways',
    async (width, viewport) => {
      const page = await dashboard(viewport)
      const region = page.getByRole('region', { name: 'Before the site takes real customers' })
      await region.getByText('0 of 4 done.').waitFor()
      expect(await items(page)).toEqual([
        'To do: The site’s public address is set',
        'To do: Lead emails are set up, and a test arrived',
        'To do: A backup was taken in the last 7 days',
        'To do: A second administrator can sign in',
      ])
      for (const name of ['Set up lead emails', 'Download a backup', 'Invite an administrator'])
        expect(await region.getByRole('link', { name }).isVisible(), name).toBe(true)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(Number(width))
      await page.screenshot({ path: join(SHOTS, `fresh-${width}.png`), fullPage: true })

      await region.getByRole('link', { name: 'Download a backup' }).click()
      await page.waitForURL('**/admin/settings#backup')
      await page.getByRole('button', { name: 'Download a backup' }).waitFor()
      await page.close()
    },
  )
})

describe('the first-run checklist once a backup is taken and a second administrator has an account', () => {
  beforeAll(async () => {
    const { db } = e2e.server.ctx
    recordBackup(db, 'download', 409_600, Date.now())
    // A site editor cannot see a lead: their account does not make the owner's replacement.
    insertUser(db, 'dana', await hashPassword('Pelican-Causeway-Tide-73'), Date.now(), 'site-editor')
  })

  it('a site editor’s account leaves the second-administrator item to do', async () => {
    const page = await dashboard(WIDTHS[0]![1])
    await page.getByText('1 of 4 done.').waitFor()
    expect((await items(page)).at(-1)).toBe('To do: A second administrator can sign in')
    await page.close()
    insertUser(
      e2e.server.ctx.db,
      'sam',
      await hashPassword('Osprey-Drawbridge-Lantern-58'),
      Date.now(),
      'administrator',
    )
  })

  it.each(WIDTHS)('at %s px: those two are ticked off', async (width, viewport) => {
    const page = await dashboard(viewport)
    await page.getByText('2 of 4 done.').waitFor()
    expect(await items(page)).toEqual([
      'To do: The site’s public address is set',
      'To do: Lead emails are set up, and a test arrived',
      'Done: A backup was taken in the last 7 days',
      'Done: A second administrator can sign in',
    ])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(Number(width))
    await page.screenshot({ path: join(SHOTS, `partly-done-${width}.png`), fullPage: true })
    await page.close()
  })
})
