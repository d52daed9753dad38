import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DESKTOP, PHONE, serverAndBrowser } from './fixture.ts'

/** Accounts and roles, and one's own sessions, as the owner and a new colleague meet them in a browser. */
const e2e = serverAndBrowser()
const OWNER_PASSWORD = 'amber-harbor-lantern-42'
const EDITOR_PASSWORD = 'Pelican-Causeway-Tide-73'

/** A page in a browser of its own, signed in as `username` (the owner is made with the setup code the first time). */
async function signedIn(viewport: typeof PHONE, username = 'owner', password = OWNER_PASSWORD): Promise<Page> {
  const page = await e2e.page({ viewport })
  const setup = username === 'owner' ? e2e.server.ctx.setupCode.current() : null
  await page.goto(`${e2e.server.url}/auth`)
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill(password)
  if (setup) await page.getByLabel('Setup code').fill(setup)
  const submit = setup ? 'Create the administrator account' : 'Sign in'
  await Promise.all([page.waitForURL('**/admin'), page.getByRole('button', { name: submit, exact: true }).click()])
  return page
}

/** Opens an admin screen and waits for the island to wake. */
async function open(page: Page, path: string) {
  await page.goto(e2e.server.url + path)
  await page.getByRole('navigation', { name: 'Admin' }).waitFor()
  await page.locator('site-island[data-island="AdminArea"][data-hydrated]').waitFor({ state: 'attached' })
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

const navLabels = async (page: Page) =>
  (await page.getByRole('navigation', { name: 'Admin' }).getByRole('link').allTextContents()).map((t) => t.trim())

describe('accounts and roles', () => {
  it.each([
    ['390', PHONE],
    ['1280', DESKTOP],
  ])(
    'at %s px an administrator invites an editor, who sees only the blog; removing the editor signs them out',
    async (width, viewport) => {
      const admin = await signedIn(viewport)
      await open(admin, '/admin/accounts')
      expect(await navLabels(admin)).toContain('Accounts')
      const username = `dana-${width}`
      await admin.getByLabel('For whom (note)').fill(`Dana, writes our repair guides (${width})`)
      await admin.getByLabel('Role', { exact: true }).selectOption('editor')
      await admin.getByRole('button', { name: 'Create invite' }).click()
      const code = (await admin.getByTestId('invite-code').textContent())!.trim()
      expect(await admin.getByRole('status').filter({ hasText: 'Invite for a blog editor: code' }).count()).toBe(1)
      expect(await sidewaysScroll(admin)).toBeLessThanOrEqual(0)
      // The link to send opens the form to create the account, the code filled in.
      const link = (await admin.getByTestId('invite-link').getAttribute('href'))!
      expect(link).toBe(`${e2e.server.url}/auth?view=register&code=${encodeURIComponent(code)}`)

      const editor = await e2e.page({ viewport })
      await editor.goto(link)
      expect(await editor.getByLabel('Invite code').inputValue()).toBe(code)
      await editor.getByLabel('Username').fill(username)
      await editor.getByLabel('Password').fill(EDITOR_PASSWORD)
      await Promise.all([editor.waitForURL('**/admin'), editor.getByRole('button', { name: 'Create account' }).click()])
      await open(editor, '/admin')
      expect(await navLabels(editor)).toEqual(['Dashboard', 'Posts', 'Categories', 'Topics', 'Your account'])
      await editor.getByText('Published posts').waitFor()
      expect(await editor.getByText('Leads received').count()).toBe(0)

      for (const path of ['/admin/leads', '/admin/settings', '/admin/accounts']) {
        await open(editor, path)
        const closed = editor.getByRole('heading', { name: 'This area is for administrators' })
        expect(await closed.isVisible(), path).toBe(true)
        expect(await editor.getByRole('link', { name: 'Go to the blog posts' }).isVisible(), path).toBe(true)
        expect(await sidewaysScroll(editor), path).toBeLessThanOrEqual(0)
      }
      await open(editor, '/admin/categories')

      // The administrator sees the new editor, and removes them after confirming.
      await open(admin, '/admin/accounts')
      const row = admin.getByTestId(`account-${username}`)
      await row.waitFor()
      expect(await row.textContent()).toContain('Blog editor')
      expect(await sidewaysScroll(admin)).toBeLessThanOrEqual(0)
      await row.getByRole('button', { name: `Remove ${username}` }).click()
      const dialog = admin.getByRole('dialog', { name: `Remove ${username}’s account?` })
      await dialog.waitFor()
      expect(await dialog.textContent()).toContain('signed out at once')
      await dialog.getByRole('button', { name: `Remove ${username}` }).click()
      await row.waitFor({ state: 'detached' })

      // The editor's next action sends them to sign in, and back to where they were after.
      await editor.getByLabel('New category').fill('Opener Repair')
      await Promise.all([
        editor.waitForURL('**/auth?next=%2Fadmin%2Fcategories'),
        editor.getByRole('button', { name: 'Add category' }).click(),
      ])
      await admin.close()
      await editor.close()
    },
    60_000,
  )
})

describe('your sessions', () => {
  it('signed in from two browsers, the first ends the other, whose next page asks to sign in', async () => {
    const first = await signedIn(DESKTOP)
    await open(first, '/admin/account')
    const endOthers = first.getByRole('button', { name: 'Sign out all other devices' })
    // Sessions left from other tests go first, so the list holds only the two of this test: once the
    // list has loaded (this device is in it), the button is there if any other session is.
    await first.getByTestId('session').filter({ hasText: 'This device' }).waitFor()
    if (await endOthers.isVisible()) {
      await endOthers.click()
      await endOthers.waitFor({ state: 'detached' })
    }
    const second = await signedIn(PHONE)
    await open(first, '/admin/account')
    const sessions = first.getByTestId('session')
    await sessions.nth(1).waitFor()
    expect(await sessions.count()).toBe(2)
    const current = sessions.filter({ hasText: 'This device' })
    expect(await current.count()).toBe(1)
    expect(await current.textContent()).toMatch(/Chrome on Linux/)
    expect(await current.textContent()).toContain('127.0.0.1')
    await sessions
      .filter({ hasNotText: 'This device' })
      .getByRole('button', { name: /^Sign out Chrome on Linux/ })
      .click()
    await sessions.nth(1).waitFor({ state: 'detached' })
    expect(await sessions.count()).toBe(1)

    await second.goto(`${e2e.server.url}/admin/account`)
    expect(second.url()).toBe(`${e2e.server.url}/auth?next=%2Fadmin%2Faccount`)
    await second.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor()
    // The first browser is still signed in.
    await open(first, '/admin/posts')
    expect(new URL(first.url()).pathname).toBe('/admin/posts')
    await first.close()
    await second.close()
  }, 60_000)

  it('a new password that is too easy to guess is refused beside its field, and what was typed stays', async () => {
    const page = await signedIn(PHONE)
    await open(page, '/admin/account')
    await page.getByLabel('Current password').fill(OWNER_PASSWORD)
    await page.getByLabel('New password').fill('password1234')
    await page.getByRole('button', { name: 'Change password' }).click()
    const message =
      'This password is too easy to guess: it appears in lists of common passwords. Try a longer phrase of several unrelated words.'
    await page.getByText(message).waitFor()
    const newPassword = page.getByLabel('New password')
    expect(await newPassword.getAttribute('aria-invalid')).toBe('true')
    expect(await newPassword.getAttribute('aria-describedby')).toBe('field-newPassword-error field-newPassword-hint')
    expect(await page.locator('#field-newPassword-error').textContent()).toBe(message)
    await expect.poll(() => newPassword.evaluate((input) => input === document.activeElement)).toBe(true)
    expect(await newPassword.inputValue()).toBe('password1234')
    expect(await page.getByLabel('Current password').inputValue()).toBe(OWNER_PASSWORD)
    expect(await page.getByLabel('Current password').getAttribute('aria-invalid')).toBeNull()
    // Said once, at the field: no toast covers the form.
    expect(await page.getByText(message).count()).toBe(1)
    expect(await page.getByText('Not saved').count()).toBe(0)
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0)
    await page.close()
  })

  it('the Your account screen has the password form and the sessions, without sideways scroll at 390 px', async () => {
    const page = await signedIn(PHONE)
    await open(page, '/admin/account')
    expect(await page.getByRole('heading', { name: 'Change your password' }).isVisible()).toBe(true)
    expect(await page.getByRole('heading', { name: 'Where you are signed in' }).isVisible()).toBe(true)
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0)
    await page.close()
  })
})
