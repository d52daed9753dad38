import { SERVICE_AREA_PATH } from '../../content-loader/routes.ts'
import type {
  ContentChecked,
  ContentEntry,
  ContentHistory,
  ContentRemove,
  ContentSave,
  ContentSaved,
} from '../../shared/admin-content.ts'
import { listChanges, findChange, recentTexts } from '../db/content-changes.ts'
import type { DB } from '../db/database.ts'
import { HttpError } from '../http-errors.ts'
import type { Logger } from '../log.ts'
import type { Role } from '../../shared/roles.ts'
import { changeSummary, formName } from './change-words.ts'
import { changeDiff, ContentAnswer, shownChange, ContentChanges, refuseStale, type ChangeRequest } from './changes.ts'
import { ContentChecker } from './checker.ts'
import { ContentEditor } from './editor.ts'
import { checkValues, newEntryId, redirectedCity, refuseTaken, renamedCity, schemaLineOf } from './edits.ts'
import { cityPagePrefix, entryOfFile, openEntry, summaryOf } from './entries.ts'
import { entryFile, folderIds, versionOf } from './files.ts'
import { Previewer } from './previewer.ts'
import { Publisher } from './publisher.ts'
import { decidesLeadRouting, keepRouting, visibleTexts } from './lead-routing-fields.ts'
import type { ContentKind } from './registry.ts'

type Author = { id: number; username: string; role: Role }

/** History's page size. */
const HISTORY_PAGE = 20

/**
 * Site content's editing, as the admin's routes use it (server/routes/admin/content.ts): a save,
 * a new entry, a removal and a revert each become one change (server/content/changes.ts).
 */
export class SiteContent {
  readonly changes: ContentChanges
  readonly publisher: Publisher
  readonly checker = new ContentChecker()
  readonly editor = new ContentEditor()
  readonly previewer: Previewer

  constructor(
    private readonly deps: { db: DB; contentDir: string; buildDir: string; log: Logger; now: () => number },
  ) {
    this.publisher = new Publisher(deps.db, deps.contentDir, deps.buildDir, deps.log, deps.now)
    this.previewer = new Previewer(deps.buildDir)
    this.changes = new ContentChanges({ ...deps, checker: this.checker, publisher: this.publisher })
    // Made once, as the server starts: a publish a crash cut short is finished now.
    this.publisher.resume()
  }

  read = (file: string) => this.changes.read(file)

  /** Readies the content check: whoever opens Site content is about to save. */
  warm(): void {
    this.checker.warm(this.deps.contentDir)
    this.editor.warm()
    this.publisher.standBy()
  }

  /** What the form opens on (entries.ts openEntry), the file read on the edit's thread. */
  async open(kind: ContentKind, id: string, role: Role): Promise<ContentEntry> {
    const file = entryFile(kind, id)
    const text = this.read(file)
    if (text === null) throw new HttpError(404, `${file} does not exist`)
    return openEntry(kind, id, text, await this.editor.read(text, file), this.read, role)
  }

  /** A save of one entry (a city renamed by its new name moves to its new file). */
  async save(kind: ContentKind, id: string, body: ContentSave, author: Author): Promise<ContentSaved> {
    const { request, target, id: newId } = this.saveRequest(kind, id, body, author)
    return this.saved(await this.changes.apply(request), target, newId)
  }

  /**
   * The check a save runs, without saving: throws a ContentAnswer 422 listing the problems. An id
   * with no file yet, of a kind that can be added to, is checked as a new entry (the form of a new
   * city asks before it is added).
   */
  async check(kind: ContentKind, id: string, body: ContentSave, author: Author): Promise<ContentChecked> {
    await this.changes.check(this.checkRequest(kind, id, body, author))
    return { problems: [] }
  }

  /** The check, then the draft's pages rendered (previewer.ts) as the author's own preview: where its pages are. */
  async preview(kind: ContentKind, id: string, body: ContentSave, author: Author): Promise<ContentChecked> {
    const request = this.checkRequest(kind, id, body, author)
    const files = await this.changes.check(request)
    const paths = [...new Set([request.livePath ?? '/', ...(kind.type === 'cities' ? [SERVICE_AREA_PATH] : [])])]
    const { pages, every } = await this.previewer.preview(author.id, this.deps.contentDir, files, paths)
    return { problems: [], preview: pages, everyPage: every }
  }

  /** A form opened on no file (its version empty) is a new entry's, whatever id its name makes so far. */
  private checkRequest(kind: ContentKind, id: string, body: ContentSave, author: Author): ChangeRequest {
    const fresh = kind.canCreate && (body.version === '' || this.read(entryFile(kind, id)) === null)
    return fresh ? this.createRequest(kind, body, author).request : this.saveRequest(kind, id, body, author).request
  }

  private saveRequest(kind: ContentKind, id: string, body: ContentSave, author: Author) {
    const file = entryFile(kind, id)
    const values = checkValues(body.values, file)
    const renamed = kind.type === 'cities' ? renamedCity(values, id) : { id, values }
    const target = entryFile(kind, renamed.id)
    const request: ChangeRequest = {
      author,
      focus: target,
      livePath: this.livePath(kind, renamed.id, renamed.values),
      summary: '',
      make: async (read) => {
        const text = read(file)
        if (text === null) throw new HttpError(404, `${file} does not exist`)
        // Someone who may not decide where leads go never sent the routing fields: the file's stay.
        const values =
          kind.type === 'forms' && !decidesLeadRouting(author.role)
            ? keepRouting(renamed.values, await this.editor.read(text, file))
            : renamed.values
        // Read and edited on the edit's thread (editor.ts); a file that cannot be read (an alias
        // bomb, a syntax error) is refused before anything else.
        const { before, fields, after: yours } = await this.editor.edit(text, values, file)
        const opened = recentTexts(this.deps.db, file).find((t) => versionOf(t) === body.version) ?? null
        refuseStale(file, String(body.version ?? ''), text, { opened, yours, role: author.role })
        if (target !== file) await refuseTaken(this.editor, kind, target, read, 'name')
        request.fields = fields
        request.summary =
          target === file
            ? changeSummary(formName(file, before), fields)
            : `Renamed ${formName(file, before)} to ${String(renamed.values.name)}`
        const files = new Map<string, string | null>([[target, yours()]])
        if (target !== file) files.set(file, null)
        return files
      },
    }
    return { request, target, id: renamed.id }
  }

  /** A new entry of a folder (a city, a service, a product), its file named from its name. */
  async create(kind: ContentKind, body: ContentSave, author: Author): Promise<ContentSaved> {
    const { request, file, id } = this.createRequest(kind, body, author)
    return this.saved(await this.changes.apply(request), file, id)
  }

  private createRequest(kind: ContentKind, body: ContentSave, author: Author) {
    if (!kind.canCreate) throw new HttpError(400, `${kind.label} cannot be added here`)
    const values = checkValues(body.values, `${kind.folder}/`)
    const id = newEntryId(kind, values)
    const file = entryFile(kind, id)
    const request: ChangeRequest = {
      author,
      focus: file,
      livePath: this.livePath(kind, id, values),
      summary: `Added ${formName(file, values)}`,
      make: async (read) => {
        await refuseTaken(this.editor, kind, file, read, kind.type === 'cities' ? 'name' : 'title')
        const line = schemaLineOf(read, kind, folderIds(this.deps.contentDir, kind.folder!))
        return new Map([[file, await this.editor.written(values, line, file)]])
      },
    }
    return { request, file, id }
  }

  /** Removes an entry; a city's addresses then lead to the city `redirectTo`. */
  async remove(kind: ContentKind, id: string, body: ContentRemove, author: Author) {
    if (!kind.canCreate) throw new HttpError(400, `${kind.label} cannot be removed here`)
    const file = entryFile(kind, id)
    if (kind.type === 'cities' && !body.redirectTo)
      throw new HttpError(400, 'redirectTo: say which city the removed city’s address should lead to')
    const to = kind.type === 'cities' ? body.redirectTo! : null
    const result = await this.changes.apply({
      author,
      focus: file,
      livePath: to ? this.livePath(kind, to, {}) : null,
      summary: `Removed ${formName(file, this.read)}${to ? `; its address leads to ${formName(entryFile(kind, to), this.read)}` : ''}`,
      make: async (read) => {
        const text = read(file)
        if (text === null) throw new HttpError(404, `${file} does not exist`)
        refuseStale(file, String(body.version ?? ''), text, { opened: null, yours: () => '', role: author.role })
        const files = new Map<string, string | null>([[file, null]])
        if (to) {
          const target = await redirectedCity(read, this.editor, kind, await this.editor.read(text, file), id, to)
          files.set(target.file, target.text)
        }
        return files
      },
    })
    return this.saved(result, file, to ?? id)
  }

  /** Writes back every file of change `id` as it was before, if each is still as that change left it. */
  async revert(id: number, author: Author) {
    const change = findChange(this.deps.db, id)
    if (!change) throw new HttpError(404, `No change ${id}`)
    const first = change.texts[0]!
    const result = await this.changes.apply({
      author,
      focus: first.file,
      livePath: this.livePathOfFile(first.before !== null ? first.file : (change.texts.find((t) => t.before)?.file ?? '')),
      summary: `Reverted change ${id} (${change.summary})`,
      fields: change.fields.map((field) => ({ ...field, before: field.after, after: field.before })),
      revertOf: id,
      make: (read) => {
        const now = change.texts.map((t) => ({ ...t, current: read(t.file) }))
        const moved = now.filter((t) => t.current !== t.after)
        if (moved.length)
          throw new ContentAnswer(409, {
            error: `Not reverted: ${moved.map((t) => t.file).join(', ')} changed since change ${id}; revert the later changes first, or edit it by hand.`,
            file: moved[0]!.file,
            diff: changeDiff(
              visibleTexts(
                author.role,
                moved.map((t) => ({ file: t.file, before: t.after, after: t.current })),
              ),
            ),
            version: versionOf(moved[0]!.current),
          })
        return new Map(change.texts.map((t) => [t.file, t.before]))
      },
    })
    const entry = entryOfFile(first.file)
    return this.saved(result, first.file, entry?.id ?? '')
  }

  /** The changes, newest first; forms.yaml's routing fields shown to administrators only. */
  history(before: number | null, role: Role): ContentHistory {
    const { changes, more } = listChanges(this.deps.db, before, HISTORY_PAGE)
    return {
      changes: changes.map((change) => shownChange(change, role)),
      more,
    }
  }

  private saved(result: Awaited<ReturnType<ContentChanges['apply']>>, file: string, id: string): ContentSaved {
    return { change: result.change, publish: result.publish, id, version: versionOf(result.texts.get(file) ?? null) }
  }

  private livePath(kind: ContentKind, id: string, values: Record<string, unknown>): string | null {
    return summaryOf(kind, id, values, cityPagePrefix(this.read)).path ?? '/'
  }

  private livePathOfFile(file: string): string | null {
    const entry = entryOfFile(file)
    return entry ? this.livePath(entry.kind, entry.id, {}) : '/'
  }
}
