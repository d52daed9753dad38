import { describe, expect, it } from 'vitest'
import { MARKDOWN_LIMITS } from './markdown.ts'
import { MarkdownRenderer } from './markdown-renderer.ts'

const LENGTH = MARKDOWN_LIMITS.length

describe('MarkdownRenderer', () => {
  it('refuses a body still formatting after the time limit, and formats the next on a fresh thread', async () => {
    // A limit a short body meets even on a fresh thread on a busy machine, and twenty times the size
    // limit, which passes no check that reads the body but formats for far longer than the limit
    // (docs/decisions/0008-markdown-bounded-and-off-thread.md).
    const renderer = new MarkdownRenderer(300)
    await expect(renderer.render('<'.repeat(20 * LENGTH))).rejects.toMatchObject({
      status: 422,
      message:
        'markdown: takes longer than 300 ms to format; simplify its nesting and formatting, or split it into several posts',
    })
    await expect(renderer.render('after *that*')).resolves.toBe('<p>after <em>that</em></p>\n')
  })

  it('formats off the event loop: timers keep firing while a long body formats', async () => {
    const renderer = new MarkdownRenderer(10_000)
    await renderer.render('warm')
    let last = performance.now()
    let longestGap = 0
    const ticker = setInterval(() => {
      longestGap = Math.max(longestGap, performance.now() - last)
      last = performance.now()
    }, 5)
    const start = performance.now()
    // Long enough (about a second) that a machine busy with other work, which may keep this thread
    // waiting for a processor a few hundred milliseconds at a time, cannot pass for a held thread.
    await renderer.render('<'.repeat(10 * LENGTH))
    const took = performance.now() - start
    clearInterval(ticker)
    longestGap = Math.max(longestGap, performance.now() - last)
    // Formatted on this thread, the body would hold every timer for as long as it took.
    expect(took).toBeGreaterThan(500)
    expect(longestGap, `longest gap ${longestGap.toFixed(0)} ms in ${took.toFixed(0)} ms`).toBeLessThan(took / 2)
  })

  it('answers each body in turn when several are sent at once', async () => {
    const renderer = new MarkdownRenderer()
    const bodies = ['one', '> '.repeat(20), 'three **3**']
    const results = await Promise.allSettled(bodies.map((body) => renderer.render(body)))
    expect(results[0]).toEqual({ status: 'fulfilled', value: '<p>one</p>\n' })
    expect(results[1]).toMatchObject({
      status: 'rejected',
      reason: { status: 422, message: 'markdown: nests quotes and lists 20 levels deep on line 1; at most 10' },
    })
    expect(results[2]).toEqual({ status: 'fulfilled', value: '<p>three <strong>3</strong></p>\n' })
  })
})
