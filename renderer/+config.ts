import vikeReact from 'vike-react/config'
import type { Config } from 'vike/types'

export default {
  extends: [vikeReact],
  // Content pages are prerendered by scripts/prerender.mjs (from the site's route list, one process
  // per core) with renderPage, the function the server renders with: the build keeps dist/server.
  passToClient: ['shell', 'canonical'],
  lang: 'en',
  meta: {
    // A page's structured data, built on the server from content and never sent to the browser as page data.
    jsonLd: { env: { server: true } },
  },
} satisfies Config

declare global {
  namespace Vike {
    interface Config {
      jsonLd?: (pageContext: import('vike/types').PageContextServer) => import('./jsonld.ts').JsonLd[]
    }
  }
}
