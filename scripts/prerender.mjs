// @ts-check
// Plain JavaScript: `npm run build` starts one of these per core, without the TypeScript loader.
import 'react-dom/server'
import { prerender } from 'vike/api'
import vike from 'vike/plugin'
import { BUILD_HANDOFF } from '../shared/env.mjs'

/**
 * One prerender process of `npm run build` (scripts/build.mjs): Vike's own prerender() over the
 * build in BUILD_OUTPUT, for this process's share of the pages (PRERENDER_SHARE=k/n,
 * renderer/prerender.ts).
 *
 * Messages: the build sends 'go' when this process may load the page configuration (Vike
 * transpiles config files next to them under one shared name, so two processes must not load at
 * once); renderer/+onPrerenderStart.ts sends 'loaded' once it has.
 */
const send = process.send?.bind(process)
if (!send) {
  console.error('scripts/prerender.mjs is run by `npm run build`.')
  process.exit(1)
}
const turn = () => new Promise((resolve) => process.on('message', (message) => message === 'go' && resolve(undefined)))
try {
  send('ready')
  await turn()
  // Vike's plugin is all the prerender needs of the Vite config: the bundle is built already.
  await prerender({
    viteConfig: { configFile: false, plugins: [vike()], build: { outDir: process.env[BUILD_HANDOFF.output] } },
  })
  process.disconnect()
} catch (error) {
  console.error(error)
  process.exit(1)
}
