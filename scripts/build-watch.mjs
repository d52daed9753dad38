// @ts-check
// Plain JavaScript: `npm run build -- --watch` starts it without the TypeScript loader.
import { spawn } from 'node:child_process'
import { watch } from 'node:fs'
import { resolve } from 'node:path'

/**
 * `npm run build -- --watch`: builds, then watches the content folder and rebuilds on every save,
 * incrementally (only the pages the change reaches are rendered again), publishing each build as
 * `npm run build` does, so a running `npm run serve` shows it at once. Saves that come while a
 * build runs are gathered into the next one. A build that fails (content with a mistake) says why
 * and leaves the published site as it was; the next save tries again. Ctrl+C stops.
 * @param {string} contentDir
 * @returns {Promise<never>}
 */
export function watchContent(contentDir) {
  let running = false
  let again = false
  const build = () => {
    if (running) {
      again = true
      return
    }
    running = true
    again = false
    const child = spawn(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' })
    child.on('exit', (code) => {
      running = false
      if (code !== 0) console.error('The build failed; the published site is unchanged. Save again to retry.')
      if (again) build()
      else console.log(`watching ${contentDir} for changes…`)
    })
  }
  /** @type {NodeJS.Timeout | undefined} */
  let pending
  // Editors write a file in several steps: one build after the last of them.
  watch(resolve(contentDir), { recursive: true }, () => {
    clearTimeout(pending)
    pending = setTimeout(build, 50)
  })
  build()
  return new Promise(() => {})
}
