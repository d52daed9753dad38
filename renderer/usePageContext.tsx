import { createContext, useContext, type ReactNode } from 'react'
import type { PageContext } from 'vike/types'

const Context = createContext<PageContext | null>(null)

/** Gives the page and its layout the page context: on the server for every page, in the browser for pages hydrated whole. */
export function PageContextProvider({ pageContext, children }: { pageContext: PageContext; children: ReactNode }) {
  return <Context.Provider value={pageContext}>{children}</Context.Provider>
}

export function usePageContext(): PageContext {
  const pageContext = useContext(Context)
  if (!pageContext) throw new Error('usePageContext() is for components rendered inside a page.')
  return pageContext
}

/** What the page's +data hook returned. */
export function useData<Data>(): Data {
  return usePageContext().data as Data
}
