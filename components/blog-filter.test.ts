import { describe, expect, it } from 'vitest'
import { matchesSearch, searchable } from './blog-filter.ts'

const opener = {
  title: 'How to Choose the Right Garage Door Opener',
  excerpt: 'Chain, belt, screw or wall-mount?',
  text: 'Smartphone control and Wi-Fi let you check whether the door is closed. Land O’ Lakes homes, café hours.',
}

describe('the blog search', () => {
  it('finds a word however its hyphens, spaces, apostrophes and accents are written, in the query or the post', () => {
    for (const query of ['wifi', 'Wi-Fi', 'WI FI', 'wi‑fi', 'wallmount', 'wall mount', "land o'lakes", 'cafe', 'CAFÉ'])
      expect(matchesSearch(opener, query), query).toBe(true)
  })

  it('finds nothing that is not there, and everything for an empty search', () => {
    expect(matchesSearch(opener, 'bluetooth')).toBe(false)
    expect(matchesSearch(opener, 'wifi6')).toBe(false)
    expect(matchesSearch(opener, '  ')).toBe(true)
    expect(matchesSearch(opener, '--')).toBe(true)
  })

  it('compares letters and digits only, in lower case', () => {
    expect(searchable('Wi-Fi 6E, Café!')).toBe('wifi6ecafe')
  })
})
