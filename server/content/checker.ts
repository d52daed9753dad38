import type { ContentProblem } from '../../content-loader/errors.ts'
import { HttpError } from '../http-errors.ts'
import { ThreadCalls } from '../thread-calls.ts'

export interface CheckRequest {
  id: number
  dir: string
  /** The files the change being checked writes (of two cities alike, the one reported as the copy). */
  changed: string[]
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
 * own (./check-thread.ts, through ../thread-calls.ts), one folder at a time, so the server keeps
 * answering while a draft is checked. Loading the checker is most of a first check's time: the
 * thread stays for the next. One that runs past the time limit, or out of its memory, is replaced.
 */
export class ContentChecker {
  private readonly thread: ThreadCalls<Omit<CheckRequest, 'id'>, CheckReply>

  constructor(timeLimitMs = CHECK_TIME_LIMIT_MS) {
    this.thread = new ThreadCalls({
      module: 'server/content/check-thread.ts',
      name: "the content check's thread",
      timeLimitMs,
      resourceLimits: { maxOldGenerationSizeMb: 1024 },
      refusals: {
        late: () => new HttpError(422, `the content check took longer than ${timeLimitMs / 1000} s and was stopped`),
        stopped: () => new HttpError(422, 'the content check stopped (it ran out of memory on this content)'),
      },
    })
  }

  private warmed = false

  /**
   * Checks the content folder `dir` once, its answer unused, so that the first save an editor makes
   * does not wait for the thread to start and load the checker (about a second).
   */
  warm(dir: string): void {
    if (this.warmed) return
    this.warmed = true
    this.check(dir).catch(() => {})
  }

  /**
   * Every problem of the content folder `dir`, with files relative to it; [] when it is valid.
   * `changed`: the files (relative to it) the change being checked writes.
   */
  async check(dir: string, changed: string[] = []): Promise<ContentProblem[]> {
    const reply = await this.thread.call({ dir, changed })
    if ('error' in reply) throw new Error(`the content check failed: ${reply.error}`)
    return reply.problems
  }
}
