import { describe, expect, it } from 'vitest'
import { PHONE, serverAndBrowser } from './fixture.ts'

/** An author on a phone previews a draft from the admin post list. */
const e2e = serverAndBrowser()

describe('a draft preview at 390 px', () => {
  it('is linked from the post list, and shows its banner without sideways scroll', async () => {
    const page = await e2e.page({ viewport: PHONE })
    const { url, ctx } = e2e.server
    // The first administrator and a draft, through the API, with the page's cookies.
    const register = await page.request.post(`${url}/api/register`, {
      data: { username: 'owner', password: 'amber-harbor-lantern-42', code: ctx.setupCode.current() },
    })
    expect(register.status()).toBe(201)
    const created = await page.request.post(`${url}/api/admin/posts`, {
      data: {
        title: 'Why a garage door hums after a Gulf storm',
        excerpt: 'Salt air and standing water work on rollers and tracks; what to listen for.',
        markdown: 'A hum that was not there before the storm usually comes from a roller drying out.',
        status: 'draft',
      },
    })
    expect(created.status()).toBe(201)
    const { slug } = (await created.json()) as { slug: string }

    await page.goto(`${url}/admin/posts`)
    const link = page.getByRole('link', {
      name: 'Preview "Why a garage door hums after a Gulf storm" (opens in a new tab)',
    })
    expect(await link.getAttribute('href')).toBe(`/blog/${slug}`)
    expect(await link.getAttribute('target')).toBe('_blank')
    expect(await link.isVisible()).toBe(true)

    await page.goto(`${url}/blog/${slug}`)
    const banner = page.getByRole('status').filter({ hasText: 'Preview — not published' })
    expect(await banner.isVisible()).toBe(true)
    const box = (await banner.boundingBox())!
    expect(box.y).toBeLessThan(PHONE.height)
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Why a garage door hums after a Gulf storm',
    )
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    await page.close()
  })
})
