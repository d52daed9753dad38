import { join, relative } from 'node:path'
import { createTwoFilesPatch } from 'diff'
import type {
  ContentChange,
  ContentFieldProblem,
  FieldChange,
  ContentRefused,
  ContentSaved,
  ContentStale,
} from '../../shared/admin-content.ts'
import { findChange, insertChange, setChangeCommit, type ChangedFile } from '../db/content-changes.ts'
import type { DB } from '../db/database.ts'
import type { Role } from '../../shared/roles.ts'
import { HttpError } from '../http-errors.ts'
import type { Logger } from '../log.ts'
import type { ContentChecker } from './checker.ts'
import { makeDraft, removeDraft } from './draft.ts'
import { readContent, versionOf, writeContent } from './files.ts'
import { commitFiles, gitWorkTree } from './git.ts'
import { refuseRoutingChange, ROUTING_FILE, visibleFields, visibleTexts } from './lead-routing-fields.ts'
import type { Publisher } from './publisher.ts'
import type { ContentProblem } from '../../content-loader/errors.ts'
import { formMessages } from '../../content-loader/form-words.ts'

/** An answer with a JSON body of its own (a 409 ContentStale, a 422 ContentRefused) rather than `{ message }`. */
export class ContentAnswer extends HttpError {
  constructor(
    status: number,
    readonly body: ContentRefused | ContentStale,
  ) {
    super(status, body.error)
  }
}

/** One change to make: its files' new texts, made from their texts as they are now (under the lock). */
export interface ChangeRequest {
  author: { id: number; username: string; role: Role }
  summary: string
  /** The fields it changes, as history shows them (set by `make`: worked out on the edit's thread). */
  fields?: FieldChange[]
  revertOf?: number | null
  /** The file the form edits: its problems are shown at their fields, the others above the form. */
  focus: string
  livePath: string | null
  /** The new text of each file changed (null removes it); may throw, e.g. a ContentAnswer 409 for a stale form. */
  make: (read: (file: string) => string | null) => Map<string, string | null> | Promise<Map<string, string | null>>
}

/** A unified diff of every file of a change, each from its text before to its text after. */
export function changeDiff(files: ChangedFile[]): string {
  return files
    .map(({ file, before, after }) =>
      createTwoFilesPatch(
        before === null ? '/dev/null' : `a/${file}`,
        after === null ? '/dev/null' : `b/${file}`,
        before ?? '',
        after ?? '',
      ).replace(/^=+\n/, ''),
    )
    .join('')
}

/** A stored change as history and the answers show it. */
export function changeView(db: DB, id: number, role: Role): ContentChange {
  return shownChange(findChange(db, id)!, role)
}

/** A recorded change as `role` sees it: its diff and its fields, forms.yaml's routing fields only to administrators. */
export function shownChange({ texts, fields, ...change }: NonNullable<ReturnType<typeof findChange>>, role: Role): ContentChange {
  return { ...change, diff: changeDiff(visibleTexts(role, texts)), fields: visibleFields(role, fields) }
}

/**
 * Makes changes to the content files, one at a time: the new texts are checked on a draft of the
 * whole content folder with the content check `npm run validate` runs, and written only when the
 * draft has no problem; then the change is recorded, committed when the content folder is in a git
 * work tree, and published. A refusal at any step leaves every file as it was.
 */
export class ContentChanges {
  private queue: Promise<unknown> = Promise.resolve()

  constructor(
    private readonly deps: {
      db: DB
      contentDir: string
      checker: ContentChecker
      publisher: Publisher
      log: Logger
      now: () => number
    },
  ) {}

  /** Checks and makes a change; answers with the change recorded and its publishing under way. */
  apply(request: ChangeRequest): Promise<Omit<ContentSaved, 'id' | 'version'> & { texts: Map<string, string | null> }> {
    return this.serially(async () => {
      const { db, contentDir } = this.deps
      const files = await this.checked(request, true)
      const changed: ChangedFile[] = [...files].map(([file, after]) => ({ file, before: this.read(file), after }))
      // Before anything is written: a crash from here on leaves the change to be published at the next start.
      this.deps.publisher.markPending(request.livePath)
      writeContent(contentDir, files)
      const id = insertChange(
        db,
        {
          at: this.deps.now(),
          author: request.author,
          summary: request.summary,
          fields: request.fields ?? [],
          revertOf: request.revertOf ?? null,
        },
        changed,
      )
      this.deps.log({ event: 'content_change', change: id, username: request.author.username, files: [...files.keys()] })
      await this.commit(id, request, [...files.keys()])
      const publish = this.deps.publisher.publish(id, request.livePath)
      return { change: changeView(db, id, request.author.role), publish, texts: files }
    })
  }

  /** Checks a change without making it: its files' new texts, or a ContentAnswer 422 listing the problems. */
  check(request: ChangeRequest): Promise<Map<string, string | null>> {
    return this.serially(() => this.checked(request))
  }

  read = (file: string): string | null => readContent(this.deps.contentDir, file)

  /** The change's files, once the draft they make passes the check; with `changing`, a change that changes nothing is a 400. */
  private async checked(request: ChangeRequest, changing = false): Promise<Map<string, string | null>> {
    const files = await request.make(this.read)
    refuseRoutingChange(request.author.role, files, this.read)
    if (changing && [...files].every(([file, text]) => this.read(file) === text))
      throw new HttpError(400, 'Nothing to save: the file already holds these values.')
    const draft = makeDraft(this.deps.contentDir, files)
    let problems
    try {
      problems = await this.deps.checker.check(
        draft,
        [...files].filter(([, text]) => text !== null).map(([file]) => file),
      )
    } finally {
      removeDraft(draft)
    }
    if (problems.length) {
      const shown = problems.flatMap((p) => shownProblems(p, p.file === request.focus))
      const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`
      throw new ContentAnswer(422, { error: `Not saved: the content check found ${count}.`, problems: shown })
    }
    return files
  }

  private async commit(id: number, request: ChangeRequest, files: string[]) {
    const top = await gitWorkTree(this.deps.contentDir)
    if (!top) return
    const paths = files.map((file) => relative(top, join(this.deps.contentDir, file)))
    try {
      setChangeCommit(this.deps.db, id, await commitFiles(top, paths, request.author.username, request.summary))
    } catch (error) {
      // The files are written and the change recorded: a commit that fails is said, not undone.
      this.deps.log({ level: 'warn', event: 'content_commit_failed', change: id, error: String(error) })
    }
  }

  private serially<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work)
    this.queue = run.catch(() => {})
    return run
  }
}

/**
 * A form opened on `version` of `file`, which now holds `current`: a 409 unless they are the same,
 * with a diff from the text the form was opened on (when history still has it) to the file now;
 * else from the file now to what the form holds.
 */
export function refuseStale(
  file: string,
  version: string,
  current: string | null,
  known: { opened: string | null; yours: () => string; role: Role },
): void {
  if (versionOf(current) === version) return
  // Shown to whoever saved: forms.yaml's routing fields only to an administrator.
  const shown = (text: string | null) =>
    (file === ROUTING_FILE ? visibleTexts(known.role, [{ file, before: text, after: null }])[0]!.before : text) ?? ''
  const diff = known.opened !== null
    ? createTwoFilesPatch(`a/${file}`, `b/${file}`, shown(known.opened), shown(current), 'when the form was opened', 'now')
    : createTwoFilesPatch(`a/${file}`, `b/${file}`, shown(current), shown(known.yours()), 'now', 'your form')
  throw new ContentAnswer(409, {
    error: `${file} changed since the form was opened (another editor, or a change made on the server); nothing was saved. Reload it to see the changes, then make yours again.`,
    file,
    diff: diff.replace(/^=+\n/, ''),
    version: versionOf(current),
  })
}

/**
 * A problem of the check as Site content shows it, in the owner's words (content-loader/form-words.ts):
 * one in the file being edited at each field it concerns; one in another file (a link, a copy of
 * this city) above the form, with its file, as `npm run validate` says it.
 */
function shownProblems(problem: ContentProblem, here: boolean): ContentFieldProblem[] {
  const { inForm: _, ...at } = problem
  if (!here) return [{ ...at, here }]
  return formMessages(problem).map(({ field, message }) => ({ ...at, field, message, here }))
}
