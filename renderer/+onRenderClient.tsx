import type { ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { PageContextClient } from 'vike/types'
import { Layout } from './Layout.tsx'
import { PageContextProvider } from './usePageContext.tsx'

/** Pages hydrated whole (`hydration: 'page'`: the admin area and sign-in); content pages load no client hooks. */
export function onRenderClient(pageContext: PageContextClient) {
  const Page = pageContext.Page as ComponentType | undefined
  const root = document.getElementById('root')
  if (!Page || !root) throw new Error('Nothing to hydrate: the page has no +Page or no #root element.')
  hydrateRoot(
    root,
    <PageContextProvider pageContext={pageContext}>
      <Layout>
        <Page />
      </Layout>
    </PageContextProvider>,
  )
}
