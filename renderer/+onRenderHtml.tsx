import type { ComponentType, ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { dangerouslySkipEscape } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { IslandRenderingContext, type IslandRendering } from '../components/Island.tsx'
import { contentErrorDocument, contentProblems } from './content-error.ts'
import { Head } from './Head.tsx'
import { Layout } from './Layout.tsx'
import { shareCardOf } from './share-card.ts'
import { PageContextProvider } from './usePageContext.tsx'

/**
 * Every page becomes complete HTML here. Nothing hydrates but the page's islands, each rendered on
 * its own so its ids match the browser's (renderer/+client.ts wakes them).
 */
export function onRenderHtml(pageContext: PageContextServer) {
  const problems = contentProblems(pageContext.contentError ?? pageContext.errorWhileRendering)
  if (problems) return contentErrorDocument(problems)
  const Page = pageContext.Page as ComponentType | undefined
  if (!Page) throw new Error(`The page ${pageContext.pageId} has no +Page component.`)
  const page = renderToString(
    <PageContextProvider pageContext={pageContext}>
      <IslandRenderingContext.Provider value={islandRendering()}>
        <Layout>
          <Page />
        </Layout>
      </IslandRenderingContext.Provider>
    </PageContextProvider>,
  )
  // Every page but the not-found and error pages has a share card, which whoever renders it draws.
  const shareCard = pageContext.is404 || pageContext.errorWhileRendering ? undefined : shareCardOf(pageContext)
  const head = renderToString(<Head pageContext={pageContext} shareCard={shareCard} />)
  const documentText = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    ${head}
  </head>
  <body>
    <div id="root">${page}</div>
  </body>
</html>`
  // The document as text too: the build renders most city pages from their hooks alone, and adds
  // the tags Vike adds to it (build/template-pages.ts).
  return { documentHtml: dangerouslySkipEscape(documentText), pageContext: { shareCard, documentText } }
}

function islandRendering(): IslandRendering {
  let count = 0
  return {
    next: () => count++,
    render: (element: ReactElement, identifierPrefix: string) => renderToString(element, { identifierPrefix }),
  }
}
