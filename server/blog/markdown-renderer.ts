import { HttpError } from '../http-errors.ts'
import { ThreadCalls } from '../thread-calls.ts'
import type { Formatted } from './markdown.ts'

export interface FormatRequest {
  id: number
  markdown: string
}

export type FormatReply = { id: number } & Formatted

/**
 * How long the thread may spend on one body before the body is refused and the thread ended. The
 * limits of server/blog/markdown.ts keep every body under about 100 ms of work; this is the
 * backstop for a body they miss. It is wall time, so it leaves room for a machine busy with other work.
 */
export const FORMAT_TIME_LIMIT_MS = 1000

/**
 * Formats post bodies on a thread of their own (server/blog/markdown-thread.ts, through
 * ../thread-calls.ts), one at a time, so that however long a body takes, the server's other
 * requests are not held up; and a body still formatting after the time limit is refused with a 422
 * and its thread replaced, rather than left running. The thread starts with the first body and
 * stays for the next.
 */
export class MarkdownRenderer {
  private readonly thread: ThreadCalls<Omit<FormatRequest, 'id'>, FormatReply>

  constructor(timeLimitMs = FORMAT_TIME_LIMIT_MS) {
    this.thread = new ThreadCalls({
      module: 'server/blog/markdown-thread.ts',
      name: 'The Markdown thread',
      timeLimitMs,
      refusals: {
        late: () =>
          new HttpError(
            422,
            `markdown: takes longer than ${timeLimitMs} ms to format; simplify its nesting and formatting, or split it into several posts`,
          ),
        stopped: () =>
          new HttpError(
            422,
            'markdown: could not be formatted (the formatter stopped on it); simplify its nesting and formatting',
          ),
      },
    })
  }

  /** Sanitized HTML of a body; a body beyond the limits is an HttpError 422 `markdown: …` naming the problem. */
  async render(markdown: string): Promise<string> {
    const reply = await this.thread.call({ markdown })
    if ('problem' in reply) throw new HttpError(422, `markdown: ${reply.problem}`)
    return reply.html
  }

  /** Starts the thread ahead of the first body, so the first save after boot does not wait for it. */
  warm(): void {
    this.thread.warm()
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
