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
    // A timer that sets itself again each time it fires. Formatted on this thread, the body would hold
    // it from the call to the answer: it could not fire once in between.
    let fired = 0
    let formatting = true
    const tick = () => {
      fired++
      if (formatting) setTimeout(tick, 1)
    }
    setTimeout(tick, 1)
    // Ten times the size limit of `<`: long enough to format that the timer fires many times over.
    await renderer.render('<'.repeat(10 * LENGTH))
    formatting = false
    expect(fired).toBeGreaterThanOrEqual(10)
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
