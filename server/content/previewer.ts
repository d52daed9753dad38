import { execFile } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { currentBuild, pageFile } from '../../build/builds.ts'
import { HttpError } from '../http-errors.ts'
import { makeDraft, removeDraft } from './draft.ts'

/** Where the preview's pages are served (server/routes/admin/content.ts). */
export const PREVIEW_PATH = '/api/admin/content-preview'

/**
 * Renders the pages of a draft before anything is live: the draft content (the content folder with
 * the changed files) is built as `npm run build` builds, into a build folder of its own in a hidden
 * folder beside BUILD_DIR (`.dist-preview/dist`, the draft in `.dist-preview/content`), whose pages
 * the admin reads at PREVIEW_PATH. The draft's folder and
 * the preview's build stay from one preview to the next, so after the first (a whole build) a
 * preview renders only the pages the change touches. One preview at a time.
 */
export class Previewer {
  private readonly content: string
  private readonly build: string
  private queue: Promise<unknown> = Promise.resolve()

  constructor(buildDir: string) {
    const root = join(dirname(buildDir), `.${basename(buildDir)}-preview`)
    this.content = join(root, 'content')
    this.build = join(root, 'dist')
  }

  /** Builds the draft; answers where each of `paths` shows it. A build that fails is a 422 saying why. */
  preview(contentDir: string, changes: Map<string, string | null>, paths: string[]) {
    const run = this.queue.then(async () => {
      removeDraft(this.content)
      makeDraft(contentDir, changes, this.content)
      const { compileBuildCommand } = await import('../../build/compile.ts')
      try {
        await promisify(execFile)(process.execPath, [compileBuildCommand()], {
          env: { ...process.env, CONTENT_DIR: this.content, BUILD_DIR: this.build },
          maxBuffer: 64 * 2 ** 20,
        })
      } catch (error) {
        const said = `${(error as { stdout?: string }).stdout ?? ''}${(error as { stderr?: string }).stderr ?? ''}`
        throw new HttpError(422, `The preview could not be built: ${said.trim().split('\n').slice(-5).join('\n')}`)
      }
      return paths.map((path) => ({ path, url: `${PREVIEW_PATH}${path === '/' ? '' : path}` }))
    })
    this.queue = run.catch(() => {})
    return run
  }

  /** The preview's page at `path`, or null when the last preview has none there. */
  page(path: string): string | null {
    if (!existsSync(this.build)) return null
    const file = join(currentBuild(this.build), 'client', pageFile(path === '' ? '/' : path))
    if (path.split('/').includes('..') || !existsSync(file)) return null
    return readFileSync(file, 'utf8')
  }
}
