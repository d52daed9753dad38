import type { ContentRefused, ContentStale } from '../../shared/admin-content.ts'
import type { FieldChange } from '../../shared/admin-content.ts'
import { HttpError } from '../http-errors.ts'
import { ThreadCalls } from '../thread-calls.ts'
import { ContentAnswer } from './changes.ts'

type Values = Record<string, unknown>

/** A refusal as it crosses from the thread: an answer with a body of its own, or a message. */
type Refusal = { status: number } & ({ body: ContentRefused | ContentStale } | { message: string })

export interface EditRequest {
  id: number
  text: string
  /** The form's values; null only reads the file (its new text is then its text). */
  values: Values | null
  file: string
  /** A new file's: its text is written from the values, after this `yaml-language-server` line if any. */
  fresh?: { schemaLine: string | null }
}

/** The file's data before, the fields changed, and its new text (or why it cannot be made); or why the file cannot be read. */
export type EditReply = { id: number } & (
  | { before: Values; fields?: FieldChange[]; after: { text: string } | { refused: Refusal } }
  | { refused: Refusal }
)

/** How long one edit may take: a 1 MB file is edited in about a second on a busy machine. */
export const EDIT_TIME_LIMIT_MS = 30_000

/**
 * The YAML edit of a save (reading the file's text, then editing its syntax tree: edits.ts `edited`)
 * on a thread of its own (./edit-thread.ts, through ../thread-calls.ts): for a file near the 1 MB
 * limit it takes about a second, which on the main thread would hold up every other request.
 */
export class ContentEditor {
  private readonly thread = new ThreadCalls<Omit<EditRequest, 'id'>, EditReply>({
    module: 'server/content/edit-thread.ts',
    name: "the content edit's thread",
    timeLimitMs: EDIT_TIME_LIMIT_MS,
    resourceLimits: { maxOldGenerationSizeMb: 512 },
    refusals: {
      late: () => new HttpError(422, `the edit took longer than ${EDIT_TIME_LIMIT_MS / 1000} s and was stopped`),
      stopped: () => new HttpError(422, 'the edit stopped (it ran out of memory on this file)'),
    },
  })

  /** Starts the thread ahead of the first save. */
  warm(): void {
    this.thread.warm()
  }

  /**
   * `file`'s data as it is (`text`), which fields `values` changes, and the new text: a function
   * that throws the refusal when the new text cannot be made (asked only when it is needed, as a
   * stale form's diff may not). A file that cannot be read throws at once.
   */
  async edit(
    text: string,
    values: Values,
    file: string,
  ): Promise<{ before: Values; fields: FieldChange[]; after: () => string }> {
    const reply = await this.thread.call({ text, values, file })
    if (!('before' in reply)) throw thrown(reply.refused)
    const { after } = reply
    return {
      before: reply.before,
      fields: reply.fields ?? [],
      after: () => {
        if ('refused' in after) throw thrown(after.refused)
        return after.text
      },
    }
  }

  /** A new file's text, written from the form's values (edits.ts newFileText) on the thread. */
  async written(values: Values, schemaLine: string | null, file: string): Promise<string> {
    const reply = await this.thread.call({ text: '', values, file, fresh: { schemaLine } })
    if (!('before' in reply)) throw thrown(reply.refused)
    if ('refused' in reply.after) throw thrown(reply.after.refused)
    return reply.after.text
  }

  /** `file`'s data (`text` read as YAML, within the aliases' bound), read on the thread: a 422 when it cannot be read. */
  async read(text: string, file: string): Promise<Values> {
    const reply = await this.thread.call({ text, values: null, file })
    if (!('before' in reply)) throw thrown(reply.refused)
    return reply.before
  }
}

function thrown(refusal: Refusal): Error {
  if ('body' in refusal) return new ContentAnswer(refusal.status, refusal.body)
  if (refusal.status === 500) return new Error(`the content edit failed: ${refusal.message}`)
  return new HttpError(refusal.status, refusal.message)
}
