import { watch } from 'node:fs'
import { resolve } from 'node:path'
import { build, BuildFailed, type BuildOptions } from './index.ts'

/**
 * `npm run build -- --watch`: builds, then builds again, incrementally, on every save under the
 * content folder, publishing each build (a running `npm run serve` shows it at once). Saves made
 * during a build go into the next; a build that fails says why and the published site stays.
 */
export function watchContent(contentDir: string, options: BuildOptions): Promise<never> {
  let [running, again] = [false, false]
  const once = async () => {
    if (running) return void (again = true)
    ;[running, again] = [true, false]
    try {
      const built = await build(options)
      await built.cards
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
