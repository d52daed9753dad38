import { describe, expect, it } from 'vitest'
import { formatProblem } from '../errors.ts'
import type { Checked, Parsed } from '../parse.ts'
import type { HomePage } from '../../schemas/pages/home.ts'
import type { NotFoundPage } from '../../schemas/pages/not-found.ts'
import type { ServicesPage } from '../../schemas/pages/services.ts'
import { SourceFile } from '../source.ts'
import { cardPaths, checkCards, checkRelated } from './cards.ts'

function parsed<T>(file: string, text: string): Parsed<T> {
  const source = SourceFile.yaml(`/content/pages/${file}`, text)
  return { source, value: source.data as T }
}

const known = new Set(['/', '/faq', '/services/repair', '/products', '/residential'])
const cards = cardPaths({
  services: [{ path: '/services/repair' }],
  products: [{ path: '/products' }],
} as Parameters<typeof cardPaths>[0])

describe('checkCards', () => {
  it('reports a page that exists but has no card fields, and leaves links to no page to the link check', () => {
    const pages = {
      home: parsed<HomePage>('home.yaml', 'services:\n  cards: [/services/repair, /faq, /nowhere]\n'),
      services: parsed<ServicesPage>('services.yaml', 'services:\n  cards: [/products, /residential]\n'),
      'not-found': parsed<NotFoundPage>('not-found.yaml', 'teasers: [/services/repair, /faq, /residential]\n'),
    }
    expect(checkCards(pages, known, cards).map(formatProblem)).toEqual([
      '/content/pages/home.yaml:2:29 services.cards.1: "/faq" cannot be shown as a card; use a service, a product, /residential or /commercial',
      '/content/pages/not-found.yaml:1:29 teasers.1: "/faq" cannot be shown as a card',
    ])
  })
})

describe('checkRelated', () => {
  it('reports a related slug with no file in the folder', () => {
    const file = (slug: string, text: string): Checked<{ related?: string[] }> => {
      const source = SourceFile.yaml(`/content/services/${slug}.yaml`, text)
      return { source, slug, valid: false, value: source.data as { related?: string[] } }
    }
    const files = [file('repair', 'related: [springs, opener]\n'), file('springs', 'related: [repair]\n')]
    expect(checkRelated(files, 'services').map(formatProblem)).toEqual([
      '/content/services/repair.yaml:1:20 related.1: no file services/opener.yaml',
    ])
  })
})
