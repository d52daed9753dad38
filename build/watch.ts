import { watch } from 'node:fs'
import { resolve } from 'node:path'
import { build, BuildFailed, type BuildOptions } from './index.ts'

/**
 * `npm run build -- --watch`: builds, then watches the content folder and builds again on every
 * save, incrementally (only the pages the change reaches are rendered again), publishing each build
 * as `npm run build` does, so a running `npm run serve` shows it at once. Saves that come while a
 * build runs are gathered into the next one. A build that fails (content with a mistake) says why
 * and leaves the published site as it was; the next save tries again. Ctrl+C stops.
 */
export function watchContent(contentDir: string, options: BuildOptions): Promise<never> {
  let running = false
  let again = false
  const once = async () => {
    if (running) {
      again = true
      return
    }
    running = true
    again = false
    try {
      await (
        await build(options)
      ).cards
    } catch (error) {
      if (!(error instanceof BuildFailed)) console.error(error)
      console.error('The build failed; the published site is unchanged. Save again to retry.')
    }
    running = false
    if (again) void once()
    else console.log(`watching ${contentDir} for changes…`)
  }
  let pending: NodeJS.Timeout | undefined
  // Editors write a file in several steps: one build after the last of them.
  watch(resolve(contentDir), { recursive: true }, () => {
    clearTimeout(pending)
    pending = setTimeout(() => void once(), 50)
  })
  void once()
  return new Promise(() => {})
}
