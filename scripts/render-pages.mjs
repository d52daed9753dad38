// @ts-check
// Plain JavaScript: `npm run build` starts it without the TypeScript loader.
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { renderPage } from 'vike/server'
import { BUILD_HANDOFF } from '../shared/env.mjs'
import { pageWriter } from './page-writer.mjs'
import { pageFileOf } from './rebuild.mjs'

/**
 * A render process of an incremental `npm run build` whose code is unchanged (scripts/build.mjs):
 * it loads the build's server bundle, as the server's render threads do, while the content is
 * checked; then renders the pages it is sent ({ render: paths }, the not-found page as /404) with
 * Vike's renderPage() into the build's client folder, keeping what each read
 * (scripts/page-writer.mjs). renderPage() makes the same HTML as Vike's prerender() for a page
 * (the rebuild property test, tests/incremental-build.test.ts, compares them byte for byte),
 * without the second or so prerender() spends loading the page configuration: a rebuild that
 * renders a handful of pages is done in the time the content check takes.
 */
const send = process.send?.bind(process)
if (!send) {
  console.error('scripts/render-pages.mjs is run by `npm run build`.')
  process.exit(1)
}
const output = /** @type {string} */ (process.env[BUILD_HANDOFF.output])
const pages = pageWriter(output, `render-${process.env[BUILD_HANDOFF.share] ?? '1'}`)
/** @type {Promise<string[]>} */
const toRender = new Promise((resolve) =>
  process.on('message', (/** @type {{ render?: string[] }} */ message) => message.render && resolve(message.render)),
)

try {
  await import(pathToFileURL(join(output, 'server', 'entry.mjs')).href)
  send('ready')
  for (const path of await toRender) {
    const pageContext = await renderPage({ urlOriginal: path })
    const expected = path === '/404' ? 404 : 200
    const response = pageContext.httpResponse
    if (response?.statusCode !== expected) {
      const error = /** @type {{ errorWhileRendering?: unknown }} */ (pageContext).errorWhileRendering
      throw new Error(`${path} rendered with status ${response?.statusCode ?? 'none'}, not ${expected}`, {
        cause: error,
      })
    }
    const file = join(output, 'client', pageFileOf(path))
    await pages.write(path, file, response.body, /** @type {import('./page-writer.mjs').RenderedPage} */ (pageContext))
    // The build counts the pages by these lines (scripts/build.mjs).
    console.log(file)
  }
  await pages.finish()
  process.disconnect()
} catch (error) {
  console.error(error)
  process.exit(1)
}
