import { describe, expect, it } from 'vitest'
import { DESKTOP, PHONE, serverAndBrowser } from './fixture.ts'

/** A fresh site (no account yet), as its new owner meets it: /auth, then the admin area on a phone. */
const e2e = serverAndBrowser()
const PASSWORD = 'amber-harbor-lantern-42'

/** What a new administrator reads when the password is too easy to guess: a sentence at the field, not a toast over the form. */
const WEAK = 'password1234'
const WEAK_MESSAGE =
  'This password is too easy to guess: it appears in lists of common passwords. Try a longer phrase of several unrelated words.'

describe('a weak password when creating the first administrator', () => {
  it.each([
    ['with JavaScript', true],
    ['without JavaScript', false],
  ])('%s, is refused beside the password field, and the username and code stay', async (_how, javaScriptEnabled) => {
    const page = await e2e.page({ viewport: PHONE, javaScriptEnabled })
    await page.goto(`${e2e.server.url}/auth`)
    if (javaScriptEnabled)
      await page.locator('site-island[data-island="SignInPage"][data-hydrated]').waitFor({ state: 'attached' })
    const setup = e2e.server.ctx.setupCode.current()!
    await page.getByLabel('Username').fill('owner')
    await page.getByLabel('Password').fill(WEAK)
    await page.getByLabel('Setup code').fill(setup)
    await page.getByRole('button', { name: 'Create the administrator account' }).click()

    const password = page.getByLabel('Password')
    await page.getByText(WEAK_MESSAGE).waitFor()
    expect(await password.getAttribute('aria-invalid')).toBe('true')
    // Read with the field: its error, then what a password takes.
    expect(await password.evaluate((input) => input.getAttribute('aria-describedby'))).toBe(
      'field-password-error field-password-hint',
    )
    expect(await page.locator('#field-password-error').textContent()).toBe(WEAK_MESSAGE)
    expect(await page.getByLabel('Username').inputValue()).toBe('owner')
    expect(await page.getByLabel('Username').getAttribute('aria-invalid')).toBeNull()
    expect(await page.getByLabel('Setup code').inputValue()).toBe(setup)
    // Nothing else says it: no toast, no alert over the form; the page is the same.
    expect(await page.getByText(WEAK_MESSAGE).count()).toBe(1)
    expect(await page.getByRole('alert').count()).toBe(0)
    expect(new URL(page.url()).pathname).toBe('/auth')
    expect(page.url()).not.toContain(WEAK)
    if (javaScriptEnabled) {
      // The script keeps what was typed and takes the person to the field to correct.
      expect(await password.inputValue()).toBe(WEAK)
      await expect.poll(() => password.evaluate((input) => input === document.activeElement)).toBe(true)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    await page.close()
  })
})

describe('a fresh site', () => {
  it('/auth leads with creating the first administrator and the setup-code field; the admin area has its own shell at 390 px', async () => {
    const page = await e2e.page({ viewport: PHONE })
    await page.goto(`${e2e.server.url}/auth`)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Create the first administrator')
    expect(await page.title()).toMatch(/^Create the First Administrator/)
    const code = page.getByLabel('Setup code')
    expect(await code.isVisible()).toBe(true)
    expect(await page.getByText('Have an invite code?').count()).toBe(0)
    // The staff pages have no public call bar and no marketing footer.
    expect(await page.getByTestId('call-bar').count()).toBe(0)
    expect(await page.locator('footer').count()).toBe(0)

    await page.getByLabel('Username').fill('owner')
    await page.getByLabel('Password').fill(PASSWORD)
    await code.fill(e2e.server.ctx.setupCode.current()!)
    await Promise.all([
      page.waitForURL('**/admin'),
      page.getByRole('button', { name: 'Create the administrator account' }).click(),
    ])
    await page.getByRole('heading', { level: 1 }).waitFor()
    for (const path of [
      '/admin',
      '/admin/leads',
      '/admin/posts',
      '/admin/settings',
      '/admin/accounts',
      '/admin/account',
    ]) {
      await page.goto(e2e.server.url + path)
      await page.getByRole('navigation', { name: 'Admin' }).waitFor()
      expect(await page.getByTestId('call-bar').count(), path).toBe(0)
      expect(await page.locator('footer').count(), path).toBe(0)
      expect(await page.getByRole('link', { name: 'View the website' }).isVisible(), path).toBe(true)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(PHONE.width)
    }
    await page.close()
  })

  it('once an account exists, /auth is headed "Sign in", and the invite view "Create your account"', async () => {
    const page = await e2e.page({ viewport: DESKTOP })
    await page.goto(`${e2e.server.url}/auth`)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in')
    await page.getByRole('link', { name: 'Have an invite code? Create an account' }).click()
    await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor()
    expect(await page.getByLabel('Invite code').isVisible()).toBe(true)
    // Where invites really are made.
    expect(await page.getByText('From an administrator: they create invites under Admin → Accounts.').isVisible()).toBe(
      true,
    )
    expect(new URL(page.url()).search).toBe('?view=register')
    await page.getByRole('link', { name: 'Already have an account? Sign in' }).click()
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor()
    await page.close()
  })

  it('the invite view is an address of its own, so the link works before the page has woken, and without JavaScript', async () => {
    const page = await e2e.page({ viewport: DESKTOP, javaScriptEnabled: false })
    await page.goto(`${e2e.server.url}/auth`)
    await page.getByRole('link', { name: 'Have an invite code? Create an account' }).click()
    await page.waitForURL('**/auth?view=register')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Create your account')
    expect(await page.title()).toMatch(/^Create Your Account/)
    expect(await page.getByLabel('Invite code').isVisible()).toBe(true)
    await page.close()
  })
})

/** The sign-in form as the browser posts it itself: before the page wakes (an autofill that submits at once) or without JavaScript. */
describe('signing in without JavaScript, once the administrator above exists', () => {
  it('signs in without JavaScript (as before the page wakes): a wrong password comes back with the username kept and no password in the address', async () => {
    const page = await e2e.page({ viewport: PHONE, javaScriptEnabled: false })
    await page.goto(`${e2e.server.url}/auth?next=/admin/posts`)
    await page.getByLabel('Username').fill('owner')
    await page.getByLabel('Password').fill('not-the-password-at-all')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('alert').waitFor()
    expect(await page.getByRole('alert').textContent()).toBe('Invalid username or password.')
    expect(new URL(page.url()).pathname).toBe('/auth')
    expect(page.url()).not.toContain('not-the-password')
    expect(await page.getByLabel('Username').inputValue()).toBe('owner')
    expect(await page.getByLabel('Password').inputValue()).toBe('')

    await page.getByLabel('Password').fill(PASSWORD)
    await Promise.all([page.waitForURL('**/admin/posts'), page.getByRole('button', { name: 'Sign in' }).click()])
    expect(page.url()).not.toContain(PASSWORD)
    const cookies = await page.context().cookies()
    expect(cookies.some((cookie) => cookie.httpOnly)).toBe(true)
    await page.close()
  })

  it('a registration sent back without JavaScript names the field that was wrong, by the field', async () => {
    const page = await e2e.page({ viewport: DESKTOP, javaScriptEnabled: false })
    await page.goto(`${e2e.server.url}/auth?view=register`)
    await page.getByLabel('Username').fill('new-editor')
    await page.getByLabel('Password').fill('x'.repeat(12))
    await page.getByLabel('Invite code').fill('no-such-invite')
    await page.getByRole('button', { name: 'Create account' }).click()
    // Said at the code's field, not as a message about the whole form.
    await page.locator('#field-code-error').waitFor()
    expect(await page.locator('#field-code-error').textContent()).toMatch(
      /not a valid invite code.*Ask an administrator/,
    )
    expect(await page.getByLabel('Invite code').inputValue()).toBe('no-such-invite')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Create your account')
    await page.close()
  })

  it('a username git would not keep as given (a dot at either end) is refused at the Username field, which says what it takes', async () => {
    const page = await e2e.page({ viewport: DESKTOP, javaScriptEnabled: false })
    await page.goto(`${e2e.server.url}/auth?view=register`)
    const username = page.getByLabel('Username')
    expect(await username.getAttribute('aria-describedby')).toBe('field-username-hint')
    expect(await page.locator('#field-username-hint').textContent()).toMatch(
      /^3 to 40 letters, digits, dots, hyphens or underscores, beginning and ending with a letter or a digit\./,
    )
    await username.fill('owner.')
    await page.getByLabel('Password').fill('amber-harbor-lantern-42')
    await page.getByLabel('Invite code').fill('no-such-invite')
    await page.getByRole('button', { name: 'Create account' }).click()
    await page.locator('#field-username-error').waitFor()
    expect(await page.locator('#field-username-error').textContent()).toBe(
      'This username must begin and end with a letter or a digit.',
    )
    expect(await username.getAttribute('aria-invalid')).toBe('true')
    expect(await username.inputValue()).toBe('owner.')
    await page.close()
  })
})
