import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { loadSite } from '../../content-loader/load.ts'
import { DESKTOP, PHONE, serverAndBrowser } from './fixture.ts'

/** What a visitor reads about the business's hours and a post's topics, in a real browser. */
const e2e = serverAndBrowser()
const site = loadSite('content')

/** Each set of hours in a hours block, as its text reads: [name, [[day, time], …]]. */
function hoursOn(page: Page, block: string) {
  return page
    .locator(block)
    .locator('[data-hours-set]')
    .evaluateAll((sets) =>
      sets.map((set) => [
        set.querySelector('h3')!.textContent,
        [...set.querySelectorAll('dl > div')].map((row) => [
          row.querySelector('dt')!.textContent,
          row.querySelector('dd')!.textContent,
        ]),
      ]),
    )
}

describe('hours', () => {
  const expected = [
    [
      'Service calls',
      [
        ['Mon-Fri', '7am-8pm'],
        ['Sat', '8am-5pm'],
        ['Sun', '9am-3pm'],
      ],
    ],
    [
      'Office',
      [
        ['Mon-Fri', '8am-6pm'],
        ['Sat', '8am-2pm'],
        ['Sun', 'closed'],
      ],
    ],
  ]

  it('are the same two named sets in the footer, the FAQ card and answer, contact, booking and the structured data', async () => {
    const page = await e2e.page({ viewport: DESKTOP })
    for (const path of ['/', '/faq', '/contact', '/booking', '/service-area/garage-door-repair-clearwater']) {
      await page.goto(e2e.server.url + path)
      expect(await hoursOn(page, 'footer'), `${path} footer`).toEqual(expected)
    }
    await page.goto(`${e2e.server.url}/faq`)
    expect(await hoursOn(page, 'main aside'), '/faq card').toEqual(expected)
    await page.getByRole('button', { name: 'What are your business hours?' }).click()
    const answer = await page.getByRole('region', { name: 'What are your business hours?' }).textContent()
    expect(answer).toContain(
      'Service calls: Mon-Fri 7am-8pm, Sat 8am-5pm, Sun 9am-3pm. Office: Mon-Fri 8am-6pm, Sat 8am-2pm, Sun closed.',
    )
    // Nothing on the page states hours in any other words.
    expect(await page.locator('main').textContent()).not.toMatch(/8 AM|6 PM|closed on Sunday/)
    for (const path of ['/contact', '/booking']) {
      await page.goto(e2e.server.url + path)
      expect(await hoursOn(page, 'main aside'), `${path} card`).toEqual(expected)
    }

    await page.goto(`${e2e.server.url}/`)
    const business = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((s) => JSON.parse(s.textContent!)).find((item) => item.openingHoursSpecification),
      )
    const service = site.business.hours[0]!.rows
    expect(business.openingHoursSpecification.map((h: { opens: string }) => h.opens)).toEqual(
      service.map((row) => row.opens),
    )
    expect(
      business.contactPoint.map((point: { contactType: string; hoursAvailable: unknown[] }) => [
        point.contactType,
        point.hoursAvailable.length,
      ]),
    ).toEqual([
      ['Service calls', 3],
      ['Office', 2],
    ])
    await page.close()
  })
})

describe('topics', () => {
  it('show as chips on the article and its card, each linking to the blog filtered by it; the filter works without JavaScript', async () => {
    const post = site.blog.posts.find((p) => p.slug === 'choosing-a-garage-door-opener')!
    const tags = post.tags ?? []
    expect(tags).toEqual(['Openers', 'Safety', 'Energy Efficiency'])
    const page = await e2e.page({ viewport: PHONE })
    await page.goto(`${e2e.server.url}/blog/${post.slug}`)
    // The article's own topics come first; the posts suggested at its end show theirs after.
    const chips = page.getByRole('list', { name: 'Topics' }).first().getByRole('link')
    expect(await chips.allTextContents()).toEqual(expect.arrayContaining(tags))
    expect(await chips.count()).toBe(3)

    await chips.getByText('Safety', { exact: true }).click()
    await page.waitForURL('**/blog?topic=safety')
    const withSafety = site.blog.posts.filter((p) => (p.tags ?? []).includes('Safety'))
    await page.getByText(`Showing ${withSafety.length} of ${withSafety.length} articles`).waitFor()
    expect(await page.getByRole('list', { name: 'Active filters' }).textContent()).toContain('Topic: Safety')
    const card = page.locator('article', { hasText: post.title })
    expect(await card.getByRole('list', { name: 'Topics' }).getByRole('link').allTextContents()).toEqual(
      expect.arrayContaining(tags),
    )
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)

    // Removing the filter takes it out of the address too.
    await page.getByRole('button', { name: 'Remove Topic: Safety' }).click()
    await page.waitForURL((url) => url.search === '')
    await page.close()

    const plain = await e2e.page({ javaScriptEnabled: false, viewport: PHONE })
    await plain.goto(`${e2e.server.url}/blog?topic=openers`)
    const withOpeners = site.blog.posts.filter((p) => (p.tags ?? []).includes('Openers'))
    expect(await plain.getByText(`Showing ${withOpeners.length} of ${withOpeners.length} articles`).count()).toBe(1)
    expect(await plain.locator('main article h3').allTextContents()).toEqual(
      expect.arrayContaining(withOpeners.map((p) => p.title)),
    )
    expect(await plain.locator('main article h3').count()).toBe(withOpeners.length)
    await plain.close()
  })
})
