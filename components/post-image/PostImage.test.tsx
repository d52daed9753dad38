import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { illustrationFor } from './illustration-for.ts'
import { PostImage } from './PostImage.tsx'

const variants = { hash: '0123456789abcdef', width: 2400, height: 1600, widths: [480, 800, 1200, 1600] }

describe('a post image', () => {
  it('offers an upload as AVIF and WebP at each width, with a JPEG, its size, and lazy loading on a card', () => {
    const html = renderToStaticMarkup(
      <PostImage
        image="/media/0123456789abcdef-1600.jpg"
        imageAlt="A new door"
        imageVariants={variants}
        category="Maintenance"
        kind="card"
      />,
    )
    expect(html).toContain('<picture')
    expect(html).toContain(
      'type="image/avif" srcSet="/media/0123456789abcdef-480.avif 480w, /media/0123456789abcdef-800.avif 800w, /media/0123456789abcdef-1200.avif 1200w, /media/0123456789abcdef-1600.avif 1600w"',
    )
    expect(html).toContain('type="image/webp"')
    expect(html).toMatch(/<img src="\/media\/0123456789abcdef-800\.jpg" srcSet="[^"]*-1600\.jpg 1600w" sizes="[^"]+"/)
    expect(html).toContain('width="2400" height="1600"')
    expect(html).toContain('loading="lazy"')
    expect(html).not.toContain('fetchPriority')
  })

  it("loads the article's hero first", () => {
    const html = renderToStaticMarkup(
      <PostImage
        image="/media/0123456789abcdef-1600.jpg"
        imageAlt="A new door"
        imageVariants={variants}
        category={null}
        kind="hero"
      />,
    )
    expect(html).toContain('loading="eager"')
    expect(html).toContain('fetchPriority="high"')
  })

  it('shows a typed address as a plain image, and no address as the category illustration', () => {
    const typed = renderToStaticMarkup(
      <PostImage image="/images/blog/spring-safety.svg" imageAlt="A spring" category="Repair Guides" kind="card" />,
    )
    expect(typed).toMatch(/^<img src="\/images\/blog\/spring-safety.svg" alt="A spring"/)
    const none = renderToStaticMarkup(<PostImage image={null} imageAlt={null} category="Repair Guides" kind="card" />)
    expect(none).toMatch(/^<svg[^>]+aria-hidden="true"[^>]+data-illustration="repair"/)
    expect(none).not.toContain('No image')
  })

  it('picks the illustration by words in the category name, with a house for anything else', () => {
    expect(illustrationFor('Storm Preparation')).toBe('storm')
    expect(illustrationFor('Hurricane Season')).toBe('storm')
    expect(illustrationFor('Repair Guides')).toBe('repair')
    expect(illustrationFor('Spring Safety')).toBe('repair')
    expect(illustrationFor('Maintenance')).toBe('maintenance')
    expect(illustrationFor('Buying Guides')).toBe('buying')
    expect(illustrationFor('Openers')).toBe('buying')
    expect(illustrationFor('Company News')).toBe('home')
    expect(illustrationFor(null)).toBe('home')
  })
})
