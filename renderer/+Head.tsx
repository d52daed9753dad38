import { usePageContext } from 'vike-react/usePageContext'
import type { PageContextServer } from 'vike/types'
import { breadcrumbList, type JsonLd } from './jsonld.ts'
import type { PageData } from './page-data.ts'

/** Canonical address, Open Graph and structured data for every page (rendered on the server only). */
export default function Head() {
  const pageContext = usePageContext() as PageContextServer
  const data = pageContext.data as Partial<PageData> | undefined
  const origin = new URL(pageContext.canonical).origin
  const structured: JsonLd[] = [
    ...(data?.breadcrumbs?.length ? [breadcrumbList(origin, data.breadcrumbs)] : []),
    ...(pageContext.config.jsonLd?.(pageContext) ?? []),
  ]
  if (pageContext.is404 || pageContext.errorWhileRendering) return <meta name="robots" content="noindex" />
  return (
    <>
      <link rel="canonical" href={pageContext.canonical} />
      <meta property="og:type" content="website" />
      <meta property="og:url" content={pageContext.canonical} />
      <meta property="og:site_name" content={pageContext.shell.name} />
      <meta property="og:image" content={origin + pageContext.shell.logo.src} />
      <meta name="theme-color" content="#0f2a4a" />
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
