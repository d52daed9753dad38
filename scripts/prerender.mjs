// @ts-check
// Plain JavaScript: `npm run build` starts one of these per core, without the TypeScript loader.
import 'react-dom/server'
import { prerender } from 'vike/api'
import vike from 'vike/plugin'
import { BUILD_HANDOFF } from '../shared/env.mjs'
import { pageWriter } from './page-writer.mjs'

/**
 * One prerender process of `npm run build` (scripts/build.mjs): Vike's own prerender() over the
 * build in BUILD_OUTPUT, for this process's share of the pages (PRERENDER_SHARE=k/n,
 * renderer/prerender.ts). Each page's reads of the content are kept (scripts/page-writer.mjs).
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
const output = /** @type {string} */ (process.env[BUILD_HANDOFF.output])
const turn = () => new Promise((resolve) => process.on('message', (message) => message === 'go' && resolve(undefined)))
const pages = pageWriter(output, (process.env[BUILD_HANDOFF.share] ?? '1/1').replace('/', '-of-'))

/**
 * Writes a page Vike rendered, as its prerender() would, and keeps what the page read.
 * @param {import('./page-writer.mjs').RenderedPage & { urlOriginal: string; is404?: boolean | null; _prerenderResult: { filePath: string; fileContent: string } }} pageContext
 */
async function written(pageContext) {
  const { filePath, fileContent } = pageContext._prerenderResult
  await pages.write(pageContext.is404 ? '/404' : pageContext.urlOriginal, filePath, fileContent, pageContext)
  // The build counts the pages by these lines (scripts/build.mjs).
  console.log(filePath)
}

try {
  send('ready')
  await turn()
  // Vike's plugin is all the prerender needs of the Vite config: the bundle is built already.
  await prerender({
    viteConfig: { configFile: false, plugins: [vike()], build: { outDir: output } },
    onPagePrerender: written,
  })
  await pages.finish()
  process.disconnect()
} catch (error) {
  console.error(error)
  process.exit(1)
}
