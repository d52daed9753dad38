import { describe, expect, it } from 'vitest'
import { pageContent } from '../build/page-dates.ts'

/** What moves a page's <lastmod> (build/page-dates.ts): its content, not its markup or the bundle's file names. */
const page = ({
  title = 'Garage Door Repair in Dunedin',
  main = '<h1 class="text-3xl">Dunedin</h1><p>Springs replaced the same day.</p>',
  head = '',
} = {}) =>
  `<!DOCTYPE html><html><head><title>${title}</title><meta name="description" content="Repairs in Dunedin."/>${head}` +
  `<script type="module" src="/assets/entries/client.Bx81kQ2a.js"></script></head><body><header>Call us</header>` +
  `<main id="main" class="flex-1">${main}</main><footer>© 2026</footer></body></html>`

describe('a page content hash', () => {
  it('is the same for the same text, links and pictures, whatever the classes, scripts and bundle file names', () => {
    const { content } = pageContent(page())
    expect(
      pageContent(page({ main: '<h1 class="text-4xl font-bold">Dunedin</h1><p>Springs replaced the same day.</p>' }))
        .content,
    ).toBe(content)
    expect(
      pageContent(page({ main: `<h1>Dunedin</h1><script>window.x=1</script><p>Springs replaced the same day.</p>` }))
        .content,
    ).toBe(content)
    const icon = (hash: string) =>
      `<h1>Dunedin</h1><svg><use href="/assets/static/icons.${hash}.svg#check"></use></svg><p>Springs replaced the same day.</p>`
    expect(pageContent(page({ main: icon('C-yQz9SH') })).content).toBe(
      pageContent(page({ main: icon('D4xkq_91') })).content,
    )
  })

  it('changes with the main text, a link, a picture, its alt text, the title or the description', () => {
    const { content } = pageContent(page())
    const others = [
      page({ main: '<h1>Dunedin</h1><p>Springs replaced within a day.</p>' }),
      page({ main: '<h1>Dunedin</h1><p>Springs replaced the <a href="/services/repair">same day</a>.</p>' }),
      page({ main: '<h1>Dunedin</h1><img src="/images/door.jpg" alt="A door"/><p>Springs replaced the same day.</p>' }),
      page({ title: 'Garage Door Repair, Dunedin FL' }),
      page().replace('Repairs in Dunedin.', 'Repairs across Dunedin.'),
    ]
    for (const other of others) expect(pageContent(other).content, other).not.toBe(content)
    const picture = (alt: string) => page({ main: `<h1>Dunedin</h1><img src="/images/door.jpg" alt="${alt}"/>` })
    expect(pageContent(picture('A door')).content).not.toBe(pageContent(picture('A white door')).content)
  })

  it('leaves out of the header and footer, and notes a page that asks not to be indexed', () => {
    expect(pageContent(page()).content).toBe(pageContent(page().replace('© 2026', '© 2027')).content)
    expect(pageContent(page()).noindex).toBeUndefined()
    expect(pageContent(page({ head: '<meta name="robots" content="noindex"/>' })).noindex).toBe(true)
  })
})
