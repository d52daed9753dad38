// @ts-check
// Plain JavaScript: `npm run build` starts one of these per core, without the TypeScript loader.
import 'react-dom/server'
import { prerender } from 'vike/api'

/**
 * One prerender process of `npm run build`: Vike's own prerender() over the build in BUILD_OUTPUT,
 * keeping its share of the pages (PRERENDER_SHARE=k/n, renderer/+onPrerenderStart.ts). It loads
 * its libraries at once and renders when the build says the bundle is there ('bundled' on IPC).
 */
if (!process.send) {
  console.error('scripts/prerender.mjs is run by `npm run build`.')
  process.exit(1)
}
await new Promise((resolve) => process.once('message', resolve))
try {
  await prerender()
  process.disconnect()
} catch (error) {
  console.error(error)
  process.exit(1)
}
