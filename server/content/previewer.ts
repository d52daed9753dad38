import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { currentBuild, pageFile } from '../../shared/build-output.ts'
import { HttpError } from '../http-errors.ts'
import { makeDraft, removeDraft } from './draft.ts'

/** Where the preview's pages are served (server/routes/admin/content.ts). */
export const PREVIEW_PATH = '/api/admin/content-preview'

/** One editor's preview: their draft of the content folder and its build. */
interface PreviewFolders {
  content: string
  build: string
}

/**
 * Renders the pages of a draft before anything is live: the draft content (the content folder with
 * the changed files) is built as `npm run build` builds, into a build folder of its own in a hidden
 * folder beside BUILD_DIR, whose pages the admin reads at PREVIEW_PATH. Each editor's preview is
 * their own (`.dist-preview/editor-<user id>/dist`, the draft in `…/content`): one editor's preview
 * never shows another's draft. A preview renders only the pages the change touches: an editor's
 * first starts from the live build (their preview's build folder names it, as the build it follows,
 * until the preview is published beside it), and the draft's folder and the preview's build stay
 * from one of their previews to the next. One preview is built at a time.
 */
export class Previewer {
  private readonly root: string
  private queue: Promise<unknown> = Promise.resolve()

  constructor(private readonly liveBuildDir: string) {
    this.root = join(dirname(liveBuildDir), `.${basename(liveBuildDir)}-preview`)
  }

  private folders(editor: number): PreviewFolders {
    const folder = join(this.root, `editor-${editor}`)
    return { content: join(folder, 'content'), build: join(folder, 'dist') }
  }

  /**
   * Before an editor's first preview, their preview's build folder names the live build, whose bundle
   * and pages the build then takes as its own previous build's (it reads them and writes only in its
   * own folder). Whether it did: a first preview that fails takes it out again.
   */
  private startFromLive({ build }: PreviewFolders): boolean {
    if (existsSync(build) || !existsSync(this.liveBuildDir)) return false
    mkdirSync(dirname(build), { recursive: true })
    rmSync(build, { force: true })
    symlinkSync(currentBuild(this.liveBuildDir), build)
    return true
  }

  /** Builds `editor`'s draft; answers where each of `paths` shows it. A build that fails is a 422 saying why. */
  preview(editor: number, contentDir: string, changes: Map<string, string | null>, paths: string[]) {
    const folders = this.folders(editor)
    const run = this.queue.then(async () => {
      removeDraft(folders.content)
      makeDraft(contentDir, changes, folders.content)
      const { buildCommand } = await import('../../build/command.ts')
      const fromLive = this.startFromLive(folders)
      try {
        // A preview's share cards are drawn after it is shown: nobody shares a page that is not published.
        await promisify(execFile)(process.execPath, [await buildCommand(), '--cards-later'], {
          env: { ...process.env, CONTENT_DIR: folders.content, BUILD_DIR: folders.build },
          maxBuffer: 64 * 2 ** 20,
        })
      } catch (error) {
        if (fromLive) rmSync(folders.build, { force: true })
        const said = `${(error as { stdout?: string }).stdout ?? ''}${(error as { stderr?: string }).stderr ?? ''}`
        throw new HttpError(422, `The preview could not be built: ${said.trim().split('\n').slice(-5).join('\n')}`)
      }
      return paths.map((path) => ({ path, url: `${PREVIEW_PATH}${path === '/' ? '' : path}` }))
    })
    this.queue = run.catch(() => {})
    return run
  }

  /** The page at `path` of `editor`'s last preview, or null when it has none there. */
  page(editor: number, path: string): string | null {
    const { build } = this.folders(editor)
    if (!existsSync(build)) return null
    const file = join(currentBuild(build), 'client', pageFile(path === '' ? '/' : path))
    if (path.split('/').includes('..') || !existsSync(file)) return null
    return readFileSync(file, 'utf8')
  }
}
