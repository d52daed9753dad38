import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { currentBuild, pageFile, prerenderedPaths } from '../../shared/build-output.ts'
import { HttpError } from '../http-errors.ts'
import { makeDraft, removeDraft } from './draft.ts'

/** Where the preview's pages are served (server/routes/admin/content.ts). */
export const PREVIEW_PATH = '/api/admin/content-preview'

/** The pages a preview changes, each at its preview address; `every`: the change shows on every page. */
export interface PreviewPages {
  pages: { path: string; url: string }[]
  every: boolean
}

/** Across the top of each preview page: it is not live, and how it becomes so. */
const NOT_PUBLISHED =
  '<div role="note" style="position:sticky;top:0;z-index:9999;background:#fef3c7;color:#78350f;border-bottom:2px solid #b45309;padding:10px 16px;font:600 15px/1.4 system-ui,sans-serif;text-align:center">' +
  'Preview: not published. Visitors do not see this yet; it goes live when the change is saved and published.</div>'

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
      return this.changedPages(folders.build, paths)
    })
    this.queue = run.catch(() => {})
    return run
  }

  /**
   * The pages of the preview whose HTML differs from the live build's: those the draft changes, each
   * at its preview address; `paths` (the entry's own page) first. Every page, when it changes them all.
   */
  private changedPages(build: string, paths: string[]): PreviewPages {
    const live = currentBuild(this.liveBuildDir)
    const all = prerenderedPaths(currentBuild(build))
    const read = (folder: string, path: string) => {
      const file = join(folder, 'client', pageFile(path))
      return existsSync(file) ? readFileSync(file) : null
    }
    const changed = all.filter((path) => {
      const before = read(live, path)
      return !before || !before.equals(read(currentBuild(build), path)!)
    })
    const first = [...paths.filter((path) => changed.includes(path)), ...changed.filter((path) => !paths.includes(path))]
    const pages = first.map((path) => ({ path, url: `${PREVIEW_PATH}${path === '/' ? '' : path}` }))
    return { pages, every: changed.length === all.length && all.length > 1 }
  }

  /** The page at `path` of `editor`'s last preview, with the banner that says it is not published; null when it has none there. */
  page(editor: number, path: string): string | null {
    const { build } = this.folders(editor)
    if (!existsSync(build)) return null
    const file = join(currentBuild(build), 'client', pageFile(path === '' ? '/' : path))
    if (path.split('/').includes('..') || !existsSync(file)) return null
    return readFileSync(file, 'utf8').replace(/<body[^>]*>/, (body) => `${body}${NOT_PUBLISHED}`)
  }
}
