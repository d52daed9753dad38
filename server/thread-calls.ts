import { Worker, type ResourceLimits } from 'node:worker_threads'
import { compiled } from './compiled.ts'

/** What a call is refused with when its thread runs past the time limit, or stops under it. */
export interface ThreadRefusals {
  late: () => Error
  stopped: () => Error
}

interface ThreadOptions {
  /**
   * The TypeScript module the thread runs, from the project's folder: it says 'ready' once, then answers
   * `{ id, … }` with `{ id, … }`.
   */
  module: string
  /** Said when the thread ends before it is ready. */
  name: string
  timeLimitMs: number
  refusals: ThreadRefusals
  resourceLimits?: ResourceLimits
}

/**
 * A module run on a thread of its own (compiled: server/compiled.ts), called one message at a time, so
 * that however long a call takes, the server's other requests are not held up. The thread starts
 * with the first call (or `warm()`) and stays for the next; one still working after the time limit,
 * or stopped (an error, its memory limit), is ended and its call refused, and the next call starts
 * a fresh thread. A thread that fails to start fails the call with that error (the server's fault).
 */
export class ThreadCalls<Request extends object, Reply extends object> {
  private ready: Promise<Worker> | null = null
  private queue: Promise<unknown> = Promise.resolve()
  private nextId = 0

  constructor(private readonly options: ThreadOptions) {}

  /** The thread's answer to `request`, once the calls before it are answered. */
  call(request: Request): Promise<Reply> {
    const run = this.queue.then(() => this.run(request))
    this.queue = run.catch(() => {})
    return run
  }

  /** Starts the thread ahead of the first call. */
  warm(): void {
    this.start().catch(() => {})
  }

  private async run(request: Request): Promise<Reply> {
    const worker = await this.start()
    const id = this.nextId++
    const { timeLimitMs, refusals } = this.options
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        done()
        this.stop()
        reject(refusals.late())
      }, timeLimitMs)
      const onMessage = (reply: { id: number } & Reply) => {
        if (reply.id !== id) return
        done()
        resolve(reply)
      }
      const onExit = () => {
        done()
        reject(refusals.stopped())
      }
      const done = () => {
        clearTimeout(timer)
        worker.off('message', onMessage)
        worker.off('exit', onExit)
      }
      worker.on('message', onMessage)
      worker.on('exit', onExit)
      worker.postMessage({ id, ...request })
    })
  }

  private start(): Promise<Worker> {
    if (this.ready) return this.ready
    const { module, name, resourceLimits } = this.options
    const ready: Promise<Worker> = compiled(module).then((file) => {
      const worker = new Worker(file, { resourceLimits })
      // The server's lifetime is its HTTP server's: the thread never keeps the process running.
      worker.unref()
      // The next call starts a fresh thread, whatever ended this one: an error before it is ready
      // rejects `ready`; after, the call under way is refused on 'exit'.
      worker.on('error', () => {})
      worker.on('exit', () => {
        if (this.ready === ready) this.ready = null
      })
      return new Promise<Worker>((resolve, reject) => {
        worker.once('message', () => resolve(worker))
        worker.once('error', reject)
        worker.once('exit', (code) => reject(new Error(`${name} exited with code ${code} before it was ready`)))
      })
    })
    // A thread whose file could not be compiled: the next call tries again.
    ready.catch(() => {
      if (this.ready === ready) this.ready = null
    })
    this.ready = ready
    return ready
  }

  private stop() {
    const ready = this.ready
    this.ready = null
    void ready?.then((worker) => worker.terminate()).catch(() => {})
  }
}
