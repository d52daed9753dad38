import { resolve } from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig, type Plugin } from 'vite'

const contentDir = resolve(process.env.CONTENT_DIR || 'content')

/** In development, an edit under the content folder drops the loaded site and reloads the browser. */
function contentReload(): Plugin {
  return {
    name: 'content-reload',
    apply: 'serve',
    configureServer(server) {
      server.watcher.add(contentDir)
      server.watcher.on('all', (_event, file) => {
        if (!resolve(file).startsWith(contentDir)) return
        for (const environment of Object.values(server.environments)) environment.moduleGraph.invalidateAll()
        server.ws.send({ type: 'full-reload' })
      })
    },
  }
}

/** Writes sitemap.xml and robots.txt into the client build, from the site's route list. */
function sitemapFiles(): Plugin {
  return {
    name: 'sitemap-files',
    apply: 'build',
    async generateBundle() {
      if (this.environment.name !== 'client') return
      const { getSite } = await import('./schemas/load.ts')
      const { siteUrl } = await import('./server/env.ts')
      const { robotsTxt, sitemapXml } = await import('./renderer/sitemap-xml.ts')
      const url = siteUrl()
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(getSite(contentDir).routes, url) })
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(url) })
    },
  }
}

/**
 * The browser runs Preact's React-compatible core: the same components hydrate the HTML that React
 * rendered on the server, with about 50 KB less JavaScript per page. The server keeps React.
 */
function preactInTheBrowser(): Plugin {
  const aliases: Record<string, string> = {
    react: 'preact/compat',
    'react-dom': 'preact/compat',
    'react-dom/client': 'preact/compat/client',
    'react/jsx-runtime': 'preact/jsx-runtime',
    'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
  }
  return {
    name: 'preact-in-the-browser',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const target = aliases[source]
      if (!target || this.environment.name !== 'client') return null
      return this.resolve(target, importer, { ...options, skipSelf: true })
    },
  }
}

export default defineConfig({
  plugins: [preactInTheBrowser(), vike(), react(), tailwindcss(), contentReload(), sitemapFiles()],
  // Images and other files the content names live with the content, so another content folder brings its own.
  publicDir: resolve(contentDir, 'public'),
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            // A few files per page instead of twenty: on a slow phone connection each request costs a round trip.
            manualChunks(id: string) {
              // Code only some pages use stays in their own chunks: the admin area's data library, the map.
              if (/node_modules\/(@tanstack|@radix-ui\/react-toast|leaflet|react-leaflet|@react-leaflet)\//.test(id) || id.includes('ServiceAreaMap')) return undefined
              if (id.includes('node_modules')) return 'vendor'
              if (/\/components\/(?!admin\/)/.test(id) || /\/renderer\//.test(id)) return 'site'
              return undefined
            },
          },
        },
      },
    },
  },
})
