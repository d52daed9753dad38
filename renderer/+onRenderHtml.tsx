import type { ComponentType, ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { IslandRenderingContext, type IslandRendering } from '../components/Island.tsx'
import { contentErrorDocument, contentProblems } from './content-error.ts'
import { Head } from './Head.tsx'
import { Layout } from './Layout.tsx'
import { PageContextProvider } from './usePageContext.tsx'
// The style sheet goes into every page, so the first paint waits for no other request (the
// client build still emits it and the font it names: Layout.tsx imports it for that).
import styles from './style.css?inline'

/**
 * Every page becomes complete HTML here. Nothing hydrates but the page's islands, each rendered on
 * its own so its ids match the browser's (renderer/+client.ts wakes them).
 */
export function onRenderHtml(pageContext: PageContextServer) {
  const problems = contentProblems(pageContext.contentError ?? pageContext.errorWhileRendering)
  if (problems) return contentErrorDocument(problems)
  const Page = pageContext.Page as ComponentType | undefined
  if (!Page) throw new Error(`The page ${pageContext.pageId} has no +Page component.`)
  const page = flatten(renderToString(
    <PageContextProvider pageContext={pageContext}>
      <IslandRenderingContext.Provider value={islandRendering()}>
        <Layout>
          <Page />
        </Layout>
      </IslandRenderingContext.Provider>
    </PageContextProvider>,
  ))
  const head = renderToString(<Head pageContext={pageContext} />)
  const documentHtml = escapeInject`<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    ${dangerouslySkipEscape(head)}
    <style>${dangerouslySkipEscape(styles)}</style>
  </head>
  <body>
    <div id="root">${dangerouslySkipEscape(page)}</div>
  </body>
</html>`
  return { documentHtml, injectFilter: leaveOutStyles }
}

/**
 * renderToString builds a page by appending thousands of pieces, which V8 keeps as a tree of
 * strings until the text is first searched; Vike's prerender keeps every page it renders until it
 * ends. Searching it once makes V8 store it as one flat string: about a third of the memory.
 */
function flatten(html: string): string {
  return JSON.parse(JSON.stringify(html)) as string
}

/**
 * Vike's injectFilter (vike.dev/injectFilter): the style sheet is in the page already, so it is not
 * linked; nor is its font preloaded, as the font loads with `font-display: optional` (style.css):
 * a phone on a slow network shows the first page in the system font rather than wait, and has
 * the font from cache on the next page.
 */
function leaveOutStyles(assets: { assetType: string | null; inject: unknown }[]) {
  for (const asset of assets) if (asset.assetType === 'style' || asset.assetType === 'font') asset.inject = false
}

function islandRendering(): IslandRendering {
  let count = 0
  return {
    next: () => count++,
    render: (element: ReactElement, identifierPrefix: string) => renderToString(element, { identifierPrefix }),
  }
}
