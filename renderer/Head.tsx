import type { PageContextServer } from 'vike/types'
import { breadcrumbList, type JsonLd } from './jsonld.ts'
import type { PageData } from './page-data.ts'
import { CARD, CARDS_PATH, type ShareCard } from '../shared/share-card.ts'
import { PageContextProvider } from './usePageContext.tsx'

/** Title, description, canonical address, Open Graph and structured data for every page (rendered on the server only). */
export function Head({ pageContext, shareCard }: { pageContext: PageContextServer; shareCard?: ShareCard }) {
  const data = pageContext.data as Partial<PageData> | undefined
  const { shell } = pageContext
  const PageHead = pageContext.config.Head
  const title = data?.seo?.title ?? shell.name
  const description = data?.seo?.description
  const common = (
    <>
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
      {/* Made from the logo by the build (build/site-icons.ts). */}
      <link rel="icon" href="/favicon.ico" sizes="32x32" />
      {shell.logo.src.endsWith('.svg') && <link rel="icon" href={shell.logo.src} type="image/svg+xml" />}
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <link rel="manifest" href="/site.webmanifest" />
      <meta name="theme-color" content="#0f2a4a" />
      {PageHead && (
        <PageContextProvider pageContext={pageContext}>
          <PageHead />
        </PageContextProvider>
      )}
    </>
  )
  if (pageContext.is404 || pageContext.errorWhileRendering)
    return (
      <>
        {common}
        <meta name="robots" content="noindex" />
      </>
    )
  const origin = new URL(pageContext.canonical).origin
  const structured: JsonLd[] = [
    ...(data?.breadcrumbs?.length ? [breadcrumbList(origin, data.breadcrumbs)] : []),
    ...(pageContext.config.jsonLd?.(pageContext) ?? []),
  ]
  return (
    <>
      {common}
      <link rel="canonical" href={pageContext.canonical} />
      <meta property="og:type" content={data?.published ? 'article' : 'website'} />
      <meta property="og:title" content={title} />
      {description && <meta property="og:description" content={description} />}
      <meta property="og:url" content={pageContext.canonical} />
      <meta property="og:site_name" content={shell.name} />
      {data?.published && (
        <>
          <meta property="article:published_time" content={data.published.time} />
          <meta property="article:modified_time" content={data.published.modified} />
        </>
      )}
      {shareCard && (
        <ShareCardTags card={shareCard} image={origin + CARDS_PATH + shareCard.file} {...{ title, description }} />
      )}
      {structured.map((item, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(item) }} />
      ))}
    </>
  )
}

/** The share card as Open Graph and X (Twitter) read it: a large picture, its size and its words. */
function ShareCardTags(props: { card: ShareCard; image: string; title: string; description?: string }) {
  const { card, image, title, description } = props
  return (
    <>
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content={CARD.type} />
      <meta property="og:image:width" content={String(CARD.width)} />
      <meta property="og:image:height" content={String(CARD.height)} />
      <meta property="og:image:alt" content={card.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      {description && <meta name="twitter:description" content={description} />}
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={card.alt} />
    </>
  )
}

/** JSON that cannot close its <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
