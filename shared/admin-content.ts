/**
 * The admin API of Site content (under /api/admin/content and /api/admin/content-history), written
 * once for the server (server/routes/admin/content.ts, server/content/) and the admin screens
 * (admin/screens/content/). Administrators and site editors use it.
 *
 * An edit is a form over one YAML file. The form sends the whole value of the file (or of the
 * entry, for a folder of one file per entry); the server works out what changed, writes only that
 * with the `yaml` Document API (comments, key order and quoting stay), after the same content check
 * `npm run validate` runs, on a draft of the whole content folder. Nothing is written unless the
 * draft is valid and the file is still the one the form was opened on.
 */

/**
 * A kind of content the admin edits (`business`, `cities`): one file, or a folder of one file per
 * entry. The kinds are declared once, in schemas/kinds.ts; the admin learns them from GET /api/admin/content.
 */
export type ContentType = string

/** GET /api/admin/content: each kind, in menu order. */
export interface ContentTypeInfo {
  type: ContentType
  /** "Business details", "Cities". */
  label: string
  /** One line on what it holds, for the list of kinds. */
  description: string
  /** A folder of one file per entry (cities, services, products, pages); else one file, whose id is `type`. */
  many: boolean
  /** Entries can be added and removed (cities, services, products; not pages). */
  canCreate: boolean
}

/** GET /api/admin/content/:type: the entries of a kind (one, for a single file). */
export interface ContentList {
  type: ContentType
  entries: ContentEntrySummary[]
}

export interface ContentEntrySummary {
  /** The file's name without `.yaml` (`clearwater`), or the type for a single file. */
  id: string
  /** What a person calls it: the city's name, the page's title. */
  title: string
  /** The file, relative to the content folder (`cities/clearwater.yaml`). */
  file: string
  /** The live page it shows on, if it has one of its own (`/service-area/garage-door-repair-clearwater`). */
  path: string | null
}

/** GET /api/admin/content/:type/:id: what the form opens on. */
export interface ContentEntry extends ContentEntrySummary {
  type: ContentType
  /** The file's data (as `yaml` parses it), the form's starting value. */
  values: unknown
  /**
   * The JSON Schema of the file (made from its Zod schema, as under schemas/json/), each field's
   * `.meta({ description })` as its `description`: the form is generated from it.
   */
  schema: object
  /** The hash of the file's bytes when read; sent back with a save, which is refused if the file changed. */
  version: string
}

/**
 * PUT /api/admin/content/:type/:id (save and publish), POST /api/admin/content/:type/:id/check (check
 * only), POST /api/admin/content/:type/:id/preview (render the draft's pages).
 * POST /api/admin/content/:type creates an entry (`version` is then empty).
 */
export interface ContentSave {
  values: unknown
  version: string
}

/**
 * DELETE /api/admin/content/:type/:id: removes an entry; a city's address (and its former ones)
 * then answers 301 to `redirectTo`, another city's id.
 */
export interface ContentRemove {
  version: string
  redirectTo?: string
}

/**
 * One problem the check found, in the owner's words (no file, line, key or YAML at a field):
 * `field` is the dotted path inside the
 * file (`localContent.neighborhoods`, `hours.2.open`; empty for the whole file). A problem in another
 * file (a duplicate slug, a near-copy of this city) is shown above the form, with its file.
 */
export interface ContentFieldProblem {
  file: string
  line: number
  column: number
  field: string
  message: string
  /** In the file being edited (shown at its field), or in another one (shown above the form). */
  here: boolean
}

/** 422: the draft has problems; nothing was written. */
export interface ContentRefused {
  error: string
  problems: ContentFieldProblem[]
}

/** 409: the file changed on disk since the form opened (another editor, a `git pull`); nothing was written. */
export interface ContentStale {
  error: string
  /** The file as it is now, and a unified diff from the version the form opened on. */
  file: string
  diff: string
  version: string
}

/** POST .../check: no problem found. POST .../preview: also where to look at the draft's pages. */
export interface ContentChecked {
  problems: []
  /** Pages the draft changes, the entry's own first, each at an address that shows the draft (preview only). */
  preview?: { path: string; url: string }[]
  /** The draft changes every page (the telephone, the hours): the list above is all of them. */
  everyPage?: boolean
}

/** One field a change made, as history shows it: its labels and its values before and after (null: none). */
export interface FieldChange {
  /** The dotted path inside the file (`hours.0.rows.1.closes`). */
  field: string
  /** "Hours 1 › Rows 2 › Closes". */
  label: string
  before: string | null
  after: string | null
  /** The file, relative to the content folder. */
  file?: string
}

/** A published change, as history lists it (GET /api/admin/content-history). */
export interface ContentChange {
  id: number
  /** Milliseconds since the epoch. */
  at: number
  author: { id: number; username: string }
  /** "Business details: Telephone (813) 555-0142 → (813) 555-0199", "Added Cities › Odessa", "Reverted change 12 (…)". */
  summary: string
  /** The fields it changed, file by file (the YAML diff, `diff`, shows the rest). */
  fields: FieldChange[]
  /** Files changed, relative to the content folder. */
  files: string[]
  /** A unified diff of every file. */
  diff: string
  /** The change this one reverted, if it is a revert. */
  revertOf: number | null
  /** The git commit, when the content folder is a git repository. */
  commit: string | null
}

/** GET /api/admin/content-history?before=<id>: newest first, a page at a time. */
export interface ContentHistory {
  changes: ContentChange[]
  /** More, older: ask again with before = the last id. */
  more: boolean
}

/**
 * Where publishing is (GET /api/admin/content-publish): one build at a time; a save waits for the
 * build before it.
 */
export interface PublishState {
  state: 'idle' | 'building' | 'published' | 'failed'
  /** The change being (or last) published. */
  change: number | null
  /** 0 to 1: the pages rendered of those to render. */
  progress: number
  /** Milliseconds since the epoch. */
  startedAt: number | null
  finishedAt: number | null
  /** Why it failed, in words; or what was built ("2 pages rendered, 171 kept"). */
  message: string
  /** The live page of the change, once published. */
  livePath: string | null
}

/** PUT, POST, DELETE and a revert answer this: the change recorded, and its publishing under way. */
export interface ContentSaved {
  change: ContentChange
  /** The file's new version (for a further save from the same form). */
  version: string
  /** The entry's id after the save (a renamed city's new one). */
  id: string
  publish: PublishState
}
