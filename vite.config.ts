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
  plugins: [preactInTheBrowser(), vike(), react(), tailwindcss(), contentReload()],
  // Images and other files the content names live with the content, so another content folder brings its own.
  publicDir: resolve(contentDir, 'public'),
  build: {
    // The bench builds other content folders beside the real build.
    outDir: process.env.BUILD_DIR || 'dist',
    // Gzipping every bundle to print its size took a quarter of a second of each build; `npm run
    // bench` reports what a visit transfers.
    reportCompressedSize: false,
  },
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
