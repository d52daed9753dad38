import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { paragraphs } from '../../schemas/common.ts'
import type { CatalogBlock } from '../../schemas/product.ts'
import type { Site } from '../../schemas/site.ts'
import { crumbs, type PageData } from '../../renderer/page-data.ts'
import { cardFor, imageOf, phoneOf, sectionsOf } from '../content-props.ts'

export type Data = Awaited<ReturnType<typeof data>>

/** Only the catalog lists this page shows are sent. */
function catalogBlock(site: Site, block: CatalogBlock) {
  const { catalog } = site
  switch (block) {
    case 'categories':
      return { kind: block, cards: site.products.filter((p) => p.slug !== 'index').map((p) => cardFor(site, p.path)) }
    case 'materials':
      return { kind: block, materials: catalog.materials }
    case 'systems':
      return { kind: block, systems: catalog.systems }
    case 'brands':
      return {
        kind: block,
        brands: catalog.brands.map(({ name, description, specialty }) => ({ name, description, specialty })),
      }
    case 'featuredBrands':
      return {
        kind: block,
        brands: catalog.brands
          .filter((b) => b.featured)
          .map(({ name, description, specialty }) => ({ name, description, specialty })),
      }
    case 'industries':
      return { kind: block, industries: catalog.industries }
  }
}
export type CatalogBlockData = ReturnType<typeof catalogBlock>

export function data(pageContext: PageContextServer) {
  const site = pageContext.site
  const product = site.products.find((p) => p.slug === pageContext.routeParams.slug)
  if (!product) throw render(404)
  const trail = product.slug === 'index' ? [] : [{ name: product.title, path: product.path }]
  const wording = site.catalog.productPage
  const phone = phoneOf(site)
  return {
    seo: product.seo,
    breadcrumbs: crumbs({ name: 'Products', path: '/products' }, ...trail),
    phone,
    hero: {
      heading: product.title,
      text: product.summary,
      actions: [
        { ...wording.primaryAction, call: false },
        { label: `Call ${phone.telephone}`, href: phone.telephoneHref, call: true },
      ],
    },
    image: imageOf(site, product.image, product.imageAlt),
    shareImage: { src: product.image, alt: product.imageAlt },
    intro: paragraphs(product.intro),
    sections: sectionsOf(product.sections),
    catalog: (product.catalog ?? []).map((block) => ({
      heading: wording.headings[block],
      ...catalogBlock(site, block),
    })),
    relatedHeading: wording.relatedHeading,
    cta: wording.cta,
    closingSections: sectionsOf(product.closingSections),
    related: (product.related ?? []).map((slug) => cardFor(site, slug === 'index' ? '/products' : `/products/${slug}`)),
  } satisfies PageData
}
