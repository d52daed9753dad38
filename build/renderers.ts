import { spawn, type ChildProcess } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { createInterface } from 'node:readline'
import { BUILD_HANDOFF } from '../shared/env.ts'
import type { Begun } from './begin.ts'
import { exitCode, type FromRenderer, type ToRenderer } from './messages.ts'

/**
 * Pages are handed out in batches, the next to whichever process asks first (one may run behind the
 * other). A process asks for its next batch as it starts one, so it never waits for the build's answer.
 */
const BATCH = 32
/**
 * Loading the bundle takes a third of a second: a process is started for each this many pages to
 * render: 173 pages whose cards changed took 2.9-3.1 s in one process and in two alike.
 */
const PAGES_PER_PROCESS = 100

interface Setup extends Pick<Begun, 'settings' | 'workers' | 'env'> {
  /** The previous bundle is this build's (no Vite): a process can start at once. */
  sameBundle: boolean
  /** Render processes started before the build, their bundle (this build's code) loaded: used first, and all. */
  warm: ChildProcess[]
  dir: string
  /** Resolves once the checked content is written. */
  site: Promise<void>
  log: (line: string) => void
  onProgress?: ((rendered: number, total: number) => void) | undefined
}

/**
 * The build's render processes (build/render-worker.ts; messages in build/messages.ts), one per
 * core at most. With the code unchanged, one starts at once and loads the previous bundle while the
 * content is checked; the others start once the build knows how many pages there are to render.
 * With a new bundle, they all start once Vite is done: Vite's memory and theirs would add up
 * (docs/decisions/0019). A page that fails stops the build, with the error the process printed.
 */
export function startRenderers(setup: Setup) {
  const { sameBundle } = setup
  const cores = setup.settings.PRERENDER_PROCESSES ?? availableParallelism()
  const children: ChildProcess[] = []
  const exits: Promise<number>[] = []
  const answers: (() => void)[] = []
  const queue: string[] = []
  let [queued, pages, rendered, total, fromTemplate] = [false, 0, 0, 0, 0]
  const done = (count: number) => count && setup.onProgress?.((rendered += count), total)

  function startOne() {
    const child = setup.warm[children.length] ?? spawnRenderer(setup.workers.render, setup.env, setup.dir, sameBundle)
    children.push(child)
    const exit = exitCode(child)
    exits.push(exit)
    /** The batches sent to this process and not yet done: it says 'more' as it starts one, so the one before is done. */
    const sent: number[] = []
    let asking = 0
    // A page that fails stops every process: the build fails once it waits for them (done).
    void exit.then((code) => (code === 0 ? done(sent.splice(0).reduce((a, b) => a + b, 0)) : stopAll()))
    const send = (message: ToRenderer) => child.connected && child.send(message)
    send({ build: { output: setup.dir, renderer: children.length } })
    // The process reads the checked content as soon as it is written.
    void setup.site.then(() => send({ site: true }))
    createInterface({ input: child.stdout! }).on('line', setup.log)
    const answer = () => {
      for (; queued && asking > 0; asking--) {
        // Smaller batches towards the end, so that the processes end together.
        const batch = queue.splice(0, Math.min(BATCH, Math.ceil(queue.length / (2 * children.length))))
        // Counted as handed out: the build fails unless every process renders all its pages (done).
        pages += batch.length
        if (batch.length) sent.push(batch.length)
        send(batch.length ? { render: batch } : { end: true })
      }
    }
    child.on('message', (message: FromRenderer) => {
      if (typeof message === 'object') return void (fromTemplate += message.fromTemplate)
      if (message === 'more' && sent.length > 1) done(sent.shift()!)
      asking++
      answer()
    })
    answers.push(answer)
  }
  const stopAll = () => children.forEach((child) => child.kill())

  if (sameBundle) while (children.length < Math.max(1, setup.warm.length)) startOne()
  return {
    /**
     * Starts the processes the pages to render need (all cores for a new bundle, once it is built) and
     * hands the pages out; once they are all rendered, the processes end.
     */
    handOut(paths: string[]) {
      const wanted = sameBundle ? Math.min(cores, Math.ceil(paths.length / PAGES_PER_PROCESS)) || 1 : cores
      while (children.length < wanted) startOne()
      queue.push(...paths)
      total = paths.length
      queued = true
      for (const answer of answers) answer()
    },
    /**
     * Once every process has ended (asked once the pages are all handed out): how many pages were
     * rendered, in how many processes, and of them the city pages made from their template's hooks.
     */
    get done() {
      return Promise.all(exits).then((codes) => {
        if (codes.some((code) => code !== 0)) throw new Error('a page failed to render; the render process said why')
        return { pages, processes: children.length, fromTemplate }
      })
    },
    stop: stopAll,
  }
}

/**
 * A render process (build/render-worker.ts) that loads the server bundle of the build folder `bundle`
 * and waits to be told which build it renders for. With a new bundle every page is rendered again: a
 * process's heap then grows to at most twice what it holds after a full collection, not V8's three or
 * four times (docs/decisions/0019); a rebuild of a few pages is spared the collections.
 */
export function spawnRenderer(worker: string, env: NodeJS.ProcessEnv, bundle: string, sameBundle: boolean) {
  return spawn(process.execPath, [...(sameBundle ? [] : ['--heap-growing-percent=100']), worker], {
    env: { ...env, [BUILD_HANDOFF.bundle]: bundle },
    stdio: ['inherit', 'pipe', 'inherit', 'ipc'],
  })
}
