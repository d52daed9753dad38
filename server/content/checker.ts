import { Worker } from 'node:worker_threads'
import type { ContentProblem } from '../../content-loader/errors.ts'
import { HttpError } from '../http-errors.ts'

export interface CheckRequest {
  id: number
  dir: string
}

/** The problems found, each `file` relative to the folder checked; or why the check itself failed. */
export type CheckReply = { id: number } & ({ problems: ContentProblem[] } | { error: string })

/**
 * How long one check may take: the whole content check of the real site takes a second or two;
 * this is the backstop for content that makes it run away (a file on disk full of aliases, say).
 */
export const CHECK_TIME_LIMIT_MS = 60_000

/**
 * Runs `npm run validate`'s content check (content-loader/load.ts checkContent) on a thread of its
 * own, one folder at a time, so the server keeps answering while a draft is checked. The thread
 * starts with the first check and stays for the next (loading the checker is most of a first
 * check's time); one that runs past the time limit, or runs out of its memory, is ended and replaced.
 */
export class ContentChecker {
  private worker: Promise<Worker> | null = null
  private queue: Promise<unknown> = Promise.resolve()
  private nextId = 0

  constructor(private readonly timeLimitMs = CHECK_TIME_LIMIT_MS) {}

  /** Every problem of the content folder `dir`, with files relative to it; [] when it is valid. */
  check(dir: string): Promise<ContentProblem[]> {
    const run = this.queue.then(() => this.run(dir))
    this.queue = run.catch(() => {})
    return run
  }

  private async run(dir: string): Promise<ContentProblem[]> {
    const worker = await this.start()
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        done()
        this.stop()
        reject(new HttpError(422, `the content check took longer than ${this.timeLimitMs / 1000} s and was stopped`))
      }, this.timeLimitMs)
      const onMessage = (reply: CheckReply) => {
        if (reply.id !== id) return
        done()
        if ('error' in reply) reject(new Error(`the content check failed: ${reply.error}`))
        else resolve(reply.problems)
      }
      const onExit = () => {
        done()
        reject(new HttpError(422, 'the content check stopped (it ran out of memory on this content)'))
      }
      const done = () => {
        clearTimeout(timer)
        worker.off('message', onMessage)
        worker.off('exit', onExit)
      }
      worker.on('message', onMessage)
      worker.on('exit', onExit)
      worker.postMessage({ id, dir } satisfies CheckRequest)
    })
  }

  private start(): Promise<Worker> {
    if (this.worker) return this.worker
    const worker = new Worker(new URL('../ts-worker.mjs', import.meta.url), {
      argv: [new URL('./check-thread.ts', import.meta.url).href],
      resourceLimits: { maxOldGenerationSizeMb: 1024 },
    })
    worker.unref()
    const ready = new Promise<Worker>((resolve, reject) => {
      worker.once('message', () => resolve(worker))
      worker.once('error', reject)
      worker.once('exit', (code) => reject(new Error(`the content check's thread exited with code ${code}`)))
    })
    worker.on('error', () => {})
    worker.on('exit', () => {
      if (this.worker === ready) this.worker = null
    })
    this.worker = ready
    return ready
  }

  private stop() {
    const worker = this.worker
    this.worker = null
    void worker?.then((w) => w.terminate()).catch(() => {})
  }

  /** Ends the thread (a server that stops, a test that ends). */
  close(): Promise<void> {
    const worker = this.worker
    this.worker = null
    return worker ? worker.then((w) => w.terminate()).then(() => {}, () => {}) : Promise.resolve()
  }
}
