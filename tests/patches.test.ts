import { parse } from '@brillout/json-serializer/parse'
import { stringify } from '@brillout/json-serializer/stringify'
import { createElement as h, Fragment } from 'react'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { prerenderedHtml } from './pages.ts'

/**
 * patches/ speeds up Vike's serializer for plain JSON (what every page sends to the browser):
 * whatever path a value takes, the page must carry the same string the unpatched serializer wrote.
 * A replacer that changes nothing sends a value down the serializer's original path.
 */
const original = (value: unknown) => stringify(value, { replacer: () => undefined })
const patched = (value: unknown) => stringify(value)

describe('the patched page-context serializer', () => {
  it('writes plain JSON exactly as the original path does, a prerendered city page included', () => {
    const html = prerenderedHtml('/service-area/garage-door-repair-clearwater')
    const pageContext = JSON.parse(html.match(/<script id="vike_pageContext" type="application\/json">(.*?)<\/script>/s)![1]!)
    const values = [pageContext, { a: [1, -0, 2.5, true, null, ''], b: { c: 'a</script><b>', d: Object.create(null) } }, [[[]]], 'text']
    for (const value of values) expect(patched(value)).toBe(original(value))
    expect(parse(patched(pageContext))).toEqual(pageContext)
  })

  it('leaves what plain JSON cannot say to the original path', () => {
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    let deep: unknown = 'bottom'
    for (let i = 0; i < 200; i++) deep = [deep]
    const values = [undefined, { gone: undefined }, [1, , 3], NaN, Infinity, '!starts with a bang', { at: new Date(0) }, new Map([['a', 1]]), new Set([1]), 10n, /re/g, deep]
    for (const value of values) {
      expect(patched(value)).toBe(original(value))
      expect(parse(patched(value))).toEqual(value)
    }
    expect(() => patched({ run() {} })).toThrow(/function/)
    expect(() => patched(cyclic)).toThrow()
  })
})

/** patches/ makes React's renderToString join its chunks once instead of adding each to a string. */
describe('the patched renderToString', () => {
  it('returns every chunk, in order, with the markers hydration needs', () => {
    const tree = h('main', { className: 'city' }, h('h1', null, 'Garage Door Repair in ', 'Clearwater'), h(Fragment, null, h('p', null, 'Call ', h('a', { href: 'tel:+18135550142' }, '(813) 555-0142'), ' today.'), null, h('img', { src: '/images/logo.svg', alt: '' })))
    // React hoists a preload for the image ahead of the markup: a chunk pushed out of order.
    expect(renderToString(tree)).toBe('<link rel="preload" as="image" href="/images/logo.svg"/><main class="city"><h1>Garage Door Repair in <!-- -->Clearwater</h1><p>Call <a href="tel:+18135550142">(813) 555-0142</a> today.</p><img src="/images/logo.svg" alt=""/></main>')
    expect(renderToStaticMarkup(tree)).toBe('<link rel="preload" as="image" href="/images/logo.svg"/><main class="city"><h1>Garage Door Repair in Clearwater</h1><p>Call <a href="tel:+18135550142">(813) 555-0142</a> today.</p><img src="/images/logo.svg" alt=""/></main>')
    expect(renderToString(h(Fragment, null))).toBe('')
  })
})
