import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { currentBuild } from '../../shared/build-output.ts'
import { hashPassword } from '../../server/auth/password.ts'
import { writeSettings } from '../../server/db/settings.ts'
import { insertUser } from '../../server/db/users.ts'
import { DESKTOP, PHONE, serverAndBrowser } from './fixture.ts'
import { removeBuilds } from '../build-command.ts'

/**
 * The dashboard's "Do leads reach you?" as the owner meets it when the published contact form posts
 * to another site (a build made from content a site editor could once change): read from the live
 * page itself, said in red, and never beside "Every lead so far reached its targets".
 */
const ELSEWHERE = 'https://formsubmit.co/someone-else@example.net'

// A copy of the test run's build, inside the project as the server's bundle needs, its contact form
// posting elsewhere.
mkdirSync('.test-builds', { recursive: true })
const copy = mkdtempSync(join('.test-builds', 'lead-routing-'))
const buildDir = resolve(copy, 'dist')
cpSync(currentBuild('dist'), buildDir, { recursive: true })
const contact = join(buildDir, 'client', 'contact', 'index.html')
writeFileSync(contact, readFileSync(contact, 'utf8').replace('action="/contact"', `action="${ELSEWHERE}"`))
afterAll(() => removeBuilds(copy))

const e2e = serverAndBrowser({ buildDir })
const OWNER = { username: 'owner', password: 'amber-harbor-lantern-42' }

beforeAll(async () => {
  const { db } = e2e.server.ctx
  insertUser(db, OWNER.username, await hashPassword(OWNER.password), Date.now(), 'administrator')
  writeSettings(db, { leadTargets: { emails: ['office@gulfline.test'], webhook: null, formsubmit: null } }, Date.now())
})

describe('the dashboard when the live contact form posts elsewhere', () => {
  it.each([
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const)(
    'at %s px: says so in red with the address, and not that every lead arrived',
    async (_width, viewport) => {
      const page = await e2e.signedIn(OWNER, { viewport })
      const panel = page.getByRole('region', { name: 'Do leads reach you?' })
      const alert = panel.getByRole('alert').filter({ hasText: 'The live /contact form' })
      await alert.waitFor()
      expect(await alert.textContent()).toBe(
        `The live /contact form posts to ${ELSEWHERE}, not to this server: its leads go there, are not stored here and are not in Leads.`,
      )
      // Red: the red channel of its text well above the others (the colour drawn, whatever its notation).
      const [r, g, b] = await alert.evaluate((el) => {
        const context = document.createElement('canvas').getContext('2d')!
        context.fillStyle = getComputedStyle(el).color
        context.fillRect(0, 0, 1, 1)
        return [...context.getImageData(0, 0, 1, 1).data]
      })
      expect(r! - Math.max(g!, b!)).toBeGreaterThan(60)
      const text = await panel.textContent()
      expect(text).not.toContain('Every lead so far reached its targets')
      expect(text).not.toContain('The live forms post to this server')
      expect(text).toContain('Each lead sent to this server goes to: Email to office@gulfline.test')
      await page.close()
    },
  )
})
