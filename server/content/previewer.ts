import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
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
 * the admin reads at PREVIEW_PATH. A preview renders only the pages the change touches: the first
 * starts from the live build (the preview's build folder names it, as the build it follows, until
 * the preview is published beside it), and the draft's folder and the preview's build stay from one
 * preview to the next. One preview at a time.
 */
export class Previewer {
  private readonly content: string
  private readonly build: string
  private queue: Promise<unknown> = Promise.resolve()

  constructor(private readonly liveBuildDir: string) {
    const root = join(dirname(liveBuildDir), `.${basename(liveBuildDir)}-preview`)
    this.content = join(root, 'content')
    this.build = join(root, 'dist')
  }

  /**
   * Before the first preview, the preview's build folder names the live build, whose bundle and pages
   * the build then takes as its own previous build's (it reads them and writes only in its own
   * folder). Whether it did: a first preview that fails takes it out again.
   */
  private startFromLive(): boolean {
    if (existsSync(this.build) || !existsSync(this.liveBuildDir)) return false
    mkdirSync(dirname(this.build), { recursive: true })
    rmSync(this.build, { force: true })
    symlinkSync(currentBuild(this.liveBuildDir), this.build)
    return true
  }

  /** Builds the draft; answers where each of `paths` shows it. A build that fails is a 422 saying why. */
  preview(contentDir: string, changes: Map<string, string | null>, paths: string[]) {
    const run = this.queue.then(async () => {
      removeDraft(this.content)
      makeDraft(contentDir, changes, this.content)
      const { compileBuildCommand } = await import('../../build/compile.ts')
      const fromLive = this.startFromLive()
      try {
        await promisify(execFile)(process.execPath, [compileBuildCommand()], {
          env: { ...process.env, CONTENT_DIR: this.content, BUILD_DIR: this.build },
          maxBuffer: 64 * 2 ** 20,
        })
      } catch (error) {
        if (fromLive) rmSync(this.build, { force: true })
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
