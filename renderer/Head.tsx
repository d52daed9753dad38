import type { PageContextServer } from 'vike/types'
import { breadcrumbList, type JsonLd } from './jsonld.ts'
import type { PageData } from './page-data.ts'
import { PageContextProvider } from './usePageContext.tsx'

/** Title, description, canonical address, Open Graph and structured data for every page (rendered on the server only). */
export function Head({ pageContext }: { pageContext: PageContextServer }) {
  const data = pageContext.data as Partial<PageData> | undefined
  const { shell } = pageContext
  const PageHead = pageContext.config.Head
  const title = data?.seo?.title ?? shell.name
  const description = data?.seo?.description
  const common = (
    <>
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
      <link rel="icon" href={shell.logo.src} />
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
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      {description && <meta property="og:description" content={description} />}
      <meta property="og:url" content={pageContext.canonical} />
      <meta property="og:site_name" content={shell.name} />
      <meta property="og:image" content={origin + shell.logo.src} />
      {structured.map((item, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(item) }} />
      ))}
    </>
  )
}

/** JSON that cannot close its <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
