import { relative, resolve } from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig, type Plugin } from 'vite'
import { BUILD_HANDOFF, readEnv } from './shared/env.ts'

const env = readEnv(process.env, ['CONTENT_DIR', 'BUILD_DIR'])
const contentDir = resolve(env.CONTENT_DIR)

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

export default defineConfig({
  plugins: [vike(), react(), tailwindcss(), contentReload()],
  // Vike's server-entry plugin would note in node_modules the server bundle it built last, in whichever build
  // folder, and load that one first when prerendering. Builds are many (tests, benchmarks) and an incremental
  // build reuses a bundle without building it: each loads the bundle in its own folder (build.outDir) instead.
  // (An option of @brillout/vite-plugin-server-entry, which Vike uses; Vite's own types do not list it.)
  ...({ vitePluginServerEntry: { disableAutoImport: true } } as object),
  // Images and other files the content names live with the content, so another content folder brings its own.
  publicDir: resolve(contentDir, 'public'),
  // `npm run dev` runs Vite inside the Express server (server/dev-site.ts), which listens itself (PORT, HOST).
  server: {
    watch: {
      // What builds, benchmarks and the database write is not source, and watching it stalls the dev server's start
      // (docs/decisions/0007-build-and-dev-tooling-costs.md).
      ignored: ['dist', '.*-builds', '.bench', '.test-builds', '.scratch', 'data', 'test-results'].map(
        (folder) => `${resolve(folder)}/**`,
      ),
    },
  },
  // `npm run build` says in one line what it built (scripts/build.ts); Vite's table of some hundred bundle files,
  // and its progress lines, only with `-- --verbose`. Warnings and errors always show.
  logLevel: process.env[BUILD_HANDOFF.output] && !process.env[BUILD_HANDOFF.verbose] ? 'warn' : undefined,
  build: {
    // scripts/build.ts builds into a new folder (BUILD_OUTPUT) and publishes it as BUILD_DIR when it is complete.
    // Relative to the project: Vike joins the project's folder and outDir, so an absolute outDir elsewhere (a
    // BUILD_DIR outside the project) would be looked for inside the project.
    outDir: relative(process.cwd(), resolve(process.env[BUILD_HANDOFF.output] || env.BUILD_DIR)),
    // That folder is new and empty (Vite would otherwise warn that a folder outside the project is not emptied).
    emptyOutDir: process.env[BUILD_HANDOFF.output] ? false : undefined,
    // Nobody reads the printed sizes, and gzipping every bundle slows each build; `npm run bench` reports what a
    // visit transfers (docs/decisions/0007-build-and-dev-tooling-costs.md).
    reportCompressedSize: false,
    // Site content's form library (react-jsonschema-form with its validator, ajv) is one chunk of about
    // 550 kB (170 kB gzipped), loaded only when staff open Site content; what visitors load is held to
    // the JavaScript budgets of `npm run bench`. Vite's warning at 500 kB would greet every `npm start`.
    chunkSizeWarningLimit: 600,
  },
})
