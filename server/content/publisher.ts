import { fork } from 'node:child_process'
import { resolve } from 'node:path'
import type { BuildResult } from '../../build/command.ts'
import type { PublishState } from '../../shared/admin-content.ts'
import { readEnv } from '../../shared/env.ts'
import { clearPublishPending, lastChangeId, markPublishPending, publishPending } from '../db/content-changes.ts'
import type { DB } from '../db/database.ts'
import type { Logger } from '../log.ts'

interface Wanted {
  change: number | null
  livePath: string | null
}

/**
 * Publishes the content as changed, through the build's own procedure (`npm run build`, incremental,
 * in a process of its own: runBuild): one build at a time; a change that arrives while one runs is published by the next
 * build, which takes every change made meanwhile. The build writes BUILD_DIR, which the server
 * serves from its next request (server/served-builds.ts); a failed build publishes nothing, and
 * the live site stays as it was.
 *
 * A change is marked in the database before its files are written (markPending), and the mark is
 * cleared only by a build that started after the last mark and published: a server killed in between
 * finds the mark when it starts again, and publishes then (resume).
 */
export class Publisher {
  private state: PublishState = {
    state: 'idle',
    change: null,
    progress: 0,
    startedAt: null,
    finishedAt: null,
    message: '',
    livePath: null,
  }
  private next: Wanted | null = null
  private running: Promise<void> | null = null
  /** Marks set by this process: a build clears the mark only if none was set while it ran. */
  private marks = 0
  /** A build process ready for the next publication (standBy), once Site content has been opened. */
  private standby: Promise<ReturnType<typeof startBuild>> | null = null
  private warm = false

  constructor(
    private readonly db: DB,
    private readonly contentDir: string,
    private readonly buildDir: string,
    private readonly log: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  current(): PublishState {
    return { ...this.state }
  }

  /** Says, in the database, that the content is about to change and is not yet published. */
  markPending(livePath: string | null): void {
    this.marks++
    markPublishPending(this.db, livePath, this.now())
  }

  /**
   * At start: publishes content that a crash (`kill -9`, a power cut) left written but not published,
   * as the latest change recorded. Whether there was any.
   */
  resume(): boolean {
    const pending = publishPending(this.db)
    if (!pending) return false
    const change = lastChangeId(this.db)
    this.log({ event: 'content_publish_resumed', change, since: pending.since })
    this.publish(change, pending.livePath)
    return true
  }

  /**
   * Publishes `change` now, or after the build under way; returns the state as it then is. The
   * state names the latest change asked for from then on: it is 'building' until a build that
   * includes it is done, so whoever waits for their change waits for the right build.
   */
  publish(change: number | null, livePath: string | null): PublishState {
    this.next = { change, livePath }
    if (this.running) this.state = { ...this.state, change, livePath, finishedAt: null }
    else this.running = this.loop().finally(() => (this.running = null))
    return this.current()
  }

  /** Resolves once nothing is being or waiting to be published. */
  async settled(): Promise<void> {
    while (this.running) await this.running
  }

  private async loop() {
    while (this.next) {
      const wanted = this.next
      this.next = null
      await this.build(wanted)
    }
  }

  private async build({ change, livePath }: Wanted) {
    this.state = { state: 'building', change, progress: 0, startedAt: this.now(), finishedAt: null, message: '', livePath }
    const marks = this.marks
    try {
      const result = await this.runBuild()
      if (this.marks === marks) clearPublishPending(this.db)
      const kept = result.pages - result.rendered
      this.state = {
        ...this.state,
        state: 'published',
        progress: 1,
        finishedAt: this.now(),
        message: result.published
          ? `${plural(result.rendered, 'page')} rendered, ${kept} kept`
          : 'nothing to publish: the site already shows this content',
      }
      // The build's own account of its time (checking, rendering, in how many processes) goes with it.
      this.log({ event: 'content_published', change, message: this.state.message, build: result.summary })
    } catch (error) {
      const why = (error as Error).message
      this.state = { ...this.state, state: 'failed', finishedAt: this.now(), message: why, livePath: null }
      this.log({ level: 'error', event: 'content_publish_failed', change, message: why })
    }
  }

  /**
   * `npm run build`, as a process of its own on this server's content and build folders: a build
   * neither holds up the server's requests nor takes the server down if it fails. What it says is kept;
   * a build that stops is an error whose message is its last lines (the content check's problems
   * among them).
   */
  private async runBuild(): Promise<BuildResult> {
    const settings = readEnv(process.env, ['BUILD_DIR', 'CONTENT_DIR'])
    if (resolve(settings.CONTENT_DIR) !== this.contentDir || resolve(settings.BUILD_DIR) !== this.buildDir)
      throw new Error('the build reads another content folder or writes another build than this server serves')
    const { buildCommand } = await import('../../build/command.ts')
    const command = await buildCommand()
    // One being readied is waited for: it is most of the way there.
    const standby = await this.standby
    this.standby = null
    const usable = standby?.command === command && standby.child.connected
    if (standby && !usable) standby.child.kill()
    const { child, said } = usable ? standby : startBuild(command, false)
    if (usable) child.send('go')
    try {
      // Settled by the result, as the new build goes live (the process then draws the share cards its
      // pages name: build/share-cards.ts), or by the process's end without one.
      const ended = await new Promise<BuildResult | string>((settle) => {
        child.on('message', (message: BuildMessage) => {
          if ('result' in message) settle(message.result)
          else this.state.progress = message.total ? message.rendered / message.total : 1
        })
        child.on('error', (error) => settle(error.message))
        child.on('close', (code, signal) =>
          settle(signal ? `the build was stopped (${signal})` : `the build exited with ${code}`),
        )
      })
      if (typeof ended === 'string') throw new Error([ended, ...said.slice(-10)].join('\n'))
      return ended
    } finally {
      if (this.warm) this.standBy(command)
    }
  }

  /**
   * Keeps a build process ready for the next publication, from when someone opens Site content on:
   * its content check and a render process with the live bundle start now (scripts/build.ts
   * --standby), so a change saved waits for neither. It does not keep the server running.
   */
  standBy(command?: string): void {
    this.warm = true
    if (this.standby) return
    this.standby = (async () => {
      const { buildCommand } = await import('../../build/command.ts')
      return startBuild(command ?? (await buildCommand()), true)
    })()
    // A failure to compile the command is the next publication's to say.
    this.standby.catch(() => {})
  }
}

/**
 * `npm run build`'s command as a process of this server's, what it says kept; with `standby`, ready
 * and waiting to be told to build.
 */
function startBuild(command: string, standby: boolean) {
  // Compiled JavaScript: not the server's own options (tsx's loader, half a second to start).
  const child = fork(command, standby ? ['--standby'] : [], { stdio: ['ignore', 'pipe', 'pipe', 'ipc'], execArgv: [] })
  const said: string[] = []
  const hear = (chunk: Buffer) => said.push(...chunk.toString().split('\n').filter(Boolean))
  child.stdout!.on('data', hear)
  child.stderr!.on('data', hear)
  if (standby) for (const handle of [child, child.channel, child.stdout, child.stderr]) (handle as Unref | null)?.unref()
  return { child, said, command }
}

/** What a process and its pipes can be told: not to keep this one running. */
type Unref = { unref: () => void }

/** What the build's process tells the publisher (scripts/build.ts). */
type BuildMessage = { rendered: number; total: number } | { result: BuildResult }

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`
