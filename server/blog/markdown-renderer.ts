import { Worker } from 'node:worker_threads'
import { HttpError } from '../http-errors.ts'
import type { Formatted } from './markdown.ts'

export interface FormatRequest {
  id: number
  markdown: string
}

export type FormatReply = { id: number } & Formatted

interface Job {
  markdown: string
  resolve: (html: string) => void
  reject: (error: Error) => void
}

/**
 * How long the thread may spend on one body before the body is refused and the thread ended. The
 * limits of server/blog/markdown.ts keep every body under about 100 ms of work; this is the
 * backstop for a body they miss. It is wall time, so it leaves room for a machine busy with other work.
 */
export const FORMAT_TIME_LIMIT_MS = 1000

/**
 * Formats post bodies on a thread of their own (server/blog/markdown-thread.ts), one at a time,
 * so that however long a body takes, the server's other requests are not held up; and a body still
 * formatting after the time limit is refused with a 422 and its thread replaced, rather than left
 * running. The thread starts with the first body and stays for the next.
 */
export class MarkdownRenderer {
  private worker: Worker | null = null
  private ready: Promise<Worker> | null = null
  private readonly queue: Job[] = []
  private busy = false
  private nextId = 0

  constructor(private readonly timeLimitMs = FORMAT_TIME_LIMIT_MS) {}

  /** Sanitized HTML of a body; a body beyond the limits is an HttpError 422 `markdown: …` naming the problem. */
  render(markdown: string): Promise<string> {
    return new Promise((resolve, reject) => {
      this.queue.push({ markdown, resolve, reject })
      void this.next()
    })
  }

  private async next() {
    if (this.busy) return
    const job = this.queue.shift()
    if (!job) return
    this.busy = true
    try {
      job.resolve(await this.format(job.markdown))
    } catch (error) {
      job.reject(error as Error)
    } finally {
      this.busy = false
      void this.next()
    }
  }

  private async format(markdown: string): Promise<string> {
    // A thread that fails to start is the server's fault, not the body's: that error goes on as a 500.
    const worker = await this.start()
    const id = this.nextId++
    const reply = await new Promise<Formatted>((resolve, reject) => {
      const timer = setTimeout(() => {
        done()
        this.stop()
        reject(
          new HttpError(
            422,
            `markdown: takes longer than ${this.timeLimitMs} ms to format; simplify its nesting and formatting, or split it into several posts`,
          ),
        )
      }, this.timeLimitMs)
      const onMessage = (message: FormatReply) => {
        if (message.id !== id) return
        done()
        resolve(message)
      }
      const onExit = () => {
        done()
        reject(
          new HttpError(
            422,
            'markdown: could not be formatted (the formatter stopped on it); simplify its nesting and formatting',
          ),
        )
      }
      const done = () => {
        clearTimeout(timer)
        worker.off('message', onMessage)
        worker.off('exit', onExit)
      }
      worker.on('message', onMessage)
      worker.on('exit', onExit)
      worker.postMessage({ id, markdown } satisfies FormatRequest)
    })
    if ('problem' in reply) throw new HttpError(422, `markdown: ${reply.problem}`)
    return reply.html
  }

  /** Starts the thread ahead of the first body, so the first save after boot does not wait for it. */
  warm(): void {
    this.start().catch(() => {})
  }

  private start(): Promise<Worker> {
    if (this.ready) return this.ready
    const worker = new Worker(new URL('../ts-worker.mjs', import.meta.url), {
      argv: [new URL('./markdown-thread.ts', import.meta.url).href],
    })
    // The server's lifetime is its HTTP server's: the thread never keeps the process running.
    worker.unref()
    this.worker = worker
    this.ready = new Promise((resolve, reject) => {
      worker.once('message', () => resolve(worker))
      worker.once('error', reject)
      worker.once('exit', (code) =>
        reject(new Error(`The Markdown thread exited with code ${code} before it was ready`)),
      )
    })
    // The next body starts a fresh thread, whatever ended this one. An error in the thread ends it:
    // before it is ready the error rejects `ready` above; after, the body it was formatting is refused on 'exit'.
    worker.on('exit', () => {
      if (this.worker === worker) this.stop()
    })
    worker.on('error', () => {})
    return this.ready
  }

  private stop() {
    const worker = this.worker
    this.worker = null
    this.ready = null
    void worker?.terminate()
  }
}

const renderer = new MarkdownRenderer()

/** Starts the formatting thread now (the server does at start). */
export function warmMarkdown(): void {
  renderer.warm()
}

/** A post body as sanitized HTML, formatted off the request thread within FORMAT_TIME_LIMIT_MS. */
export function renderPostMarkdown(markdown: string): Promise<string> {
  return renderer.render(markdown)
}
