import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import type { Request } from 'express'
import type { SignedInUser } from '../shared/admin-api.ts'
import type { FormState, LeadKind } from '../shared/forms.ts'
import type { ServiceAreaAnswer } from '../shared/service-area.ts'
import { builtFor, currentBuild } from '../shared/build-output.ts'
import type { ServerContext } from './context.ts'
import { compiled } from './compiled.ts'

export interface RenderThreadData {
  /** The build folder whose server bundle the thread renders with. */
  build: string
}

/** What a page is rendered from: all of it plain data, as it crosses to the rendering thread. */
export interface RenderInit {
  urlOriginal: string
  headersOriginal: Request['headers']
  viewer: SignedInUser | null
  formState?: FormState
  /** The thank-you page is rendered for a request the server stored (routes/thank-you.ts): it confirms it, as its form's kind. */
  leadReceived?: LeadKind
  /** The service-area page is rendered with the answer to the ZIP code or town its box was sent (routes/service-area.ts). */
  serviceAreaAnswer?: ServiceAreaAnswer
  /** The server's clock when the request came in (scheduled posts appear by it). */
  now: number
}

/** A page to render for the server whose database is `databasePath`; or that server's end (`forget`). */
export type RenderRequest = { id: number; init: RenderInit; databasePath: string } | { forget: string }

export interface RenderedPage {
  statusCode: number
  headers: [string, string][]
  body: string
}

export type RenderReply = { id: number; response: RenderedPage | null } | { id: number; error: string }

/** One build's rendering thread (server/render-thread.ts). */
class RenderThread {
  private readonly worker: Promise<Worker>
  private readonly pending = new Map<
    number,
    { resolve: (page: RenderedPage | null) => void; reject: (error: Error) => void }
  >()
  private nextId = 0
  private closing = false
  readonly ready: Promise<void>
  failed = false

  constructor(data: RenderThreadData) {
    // Pages render from the content the build was made from (its site.json), and name the address
    // it was made for, as its prerendered pages do.
    const built = builtFor(data.build)
    const env = { ...process.env, SITE_SNAPSHOT: join(data.build, 'site.json'), ...(built ? { SITE_URL: built } : {}) }
    this.worker = compiled('server/render-thread.ts').then((file) => {
      const worker = new Worker(file, { workerData: data, env })
      // The server's lifetime is its HTTP server's: a thread never keeps the process running.
      worker.unref()
      return worker
    })
    this.ready = this.worker.then(
      (worker) =>
        new Promise((resolve, reject) => {
          worker.on('message', (message: 'ready' | RenderReply) => {
            if (message === 'ready') return resolve()
            const waiting = this.pending.get(message.id)
            if (!waiting) return
            this.pending.delete(message.id)
            if ('error' in message) waiting.reject(new Error(message.error))
            else waiting.resolve(message.response)
            if (this.closing && !this.pending.size) void worker.terminate()
          })
          worker.on('error', (error) => {
            this.failed = true
            reject(error)
            for (const waiting of this.pending.values()) waiting.reject(error)
            this.pending.clear()
          })
        }),
    )
    // A thread that fails to start (or whose file could not be compiled) is reported to the requests that wait for it.
    this.ready.catch(() => {
      this.failed = true
    })
  }

  async render(init: RenderInit, databasePath: string): Promise<RenderedPage | null> {
    await this.ready
    const worker = await this.worker
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      worker.postMessage({ id, init, databasePath } satisfies RenderRequest)
    })
  }

  /** The server whose database is `databasePath` renders no more pages here: the thread closes it. */
  forget(databasePath: string) {
    void this.worker.then((worker) => worker.postMessage({ forget: databasePath } satisfies RenderRequest))
  }

  /** Ends the thread once the pages it is rendering are sent. */
  close() {
    this.closing = true
    if (!this.pending.size) void this.worker.then((worker) => worker.terminate()).catch(() => {})
  }
}

/**
 * What renders the pages the server renders per request: the current build's rendering thread
 * (PageRenderer), or, under `npm run dev`, Vike's development server from source (server/dev-site.ts).
 */
export interface Pages {
  /** A page rendered now; null when Vike has no answer for the address. */
  render(init: RenderInit): Promise<RenderedPage | null>
  /** What pages are rendered with now (a build folder): a page kept from another is stale. */
  currentBuild(): string
  close(): void
}

/**
 * The rendering threads of this process, one per build, with how many servers render with each. A
 * server runs alone in its process, but the tests run many in one, and each thread costs a second of
 * processor time to start (loading the build's bundle, its first page): they share it.
 */
const threads = new Map<string, { thread: RenderThread; users: number; idle?: NodeJS.Timeout }>()
/** How long a thread no server renders with is kept for the next (the next test's server). */
const KEPT_IDLE_MS = 30_000

/**
 * Renders pages per request with the current build: when a new build is published, the next
 * request starts its thread and the old thread ends after its last page.
 */
export class PageRenderer implements Pages {
  private build: string | null = null

  constructor(
    private readonly buildDir: string,
    private readonly databasePath: string,
  ) {}

  /** The current build's thread, started with the first page asked of it. */
  private sync(build = currentBuild(this.buildDir)): RenderThread {
    if (build !== this.build) {
      this.leave()
      const shared = threads.get(build)
      if (shared) {
        shared.users++
        clearTimeout(shared.idle)
      } else threads.set(build, { thread: new RenderThread({ build }), users: 1 })
      this.build = build
    }
    const shared = threads.get(build)!
    if (shared.thread.failed) {
      shared.thread.close()
      shared.thread = new RenderThread({ build })
    }
    return shared.thread
  }

  /**
   * This server no longer renders with its build's thread. One no server renders with ends after its
   * last page: at once when a newer build replaced it here, else after KEPT_IDLE_MS.
   */
  private leave(replaced = true) {
    const build = this.build
    const shared = build === null ? undefined : threads.get(build)
    this.build = null
    if (!shared) return
    shared.thread.forget(this.databasePath)
    if (--shared.users > 0) return
    const end = () => {
      shared.thread.close()
      threads.delete(build!)
    }
    if (replaced) end()
    else (shared.idle = setTimeout(end, KEPT_IDLE_MS)).unref()
  }

  /** A page rendered now. */
  render(init: RenderInit): Promise<RenderedPage | null> {
    return this.sync().render(init, this.databasePath)
  }

  /** The folder of the build pages are rendered with now. */
  currentBuild(): string {
    return currentBuild(this.buildDir)
  }

  close() {
    this.leave(false)
  }
}

export function renderInit(ctx: ServerContext, req: Request, urlOriginal: string): RenderInit {
  return {
    urlOriginal,
    headersOriginal: req.headers,
    viewer: req.auth ? { id: req.auth.user.id, username: req.auth.user.username, role: req.auth.user.role } : null,
    now: ctx.now(),
  }
}

/** The HTML of a page rendered with extra page context (a form sent back with its errors). */
export async function renderPageWith(
  ctx: ServerContext,
  req: Request,
  url: string,
  extra: { formState: FormState },
): Promise<string> {
  const pages = req.app.locals.pages as Pages
  const page = await pages.render({ ...renderInit(ctx, req, url), ...extra })
  if (!page) throw new Error(`No page at ${url}`)
  return page.body
}
