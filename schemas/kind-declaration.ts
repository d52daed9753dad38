import type { z } from 'zod'

/** What a declaration of a kind of content says (the kinds: schemas/kinds.ts). */

/** What an entry's title and live page are made from: its file's name, its data, and the business's city page prefix. */
export interface EntryFacts {
  id: string
  data: Record<string, unknown>
  cityPagePrefix: string
}

/** How Site content shows a kind, or none for a kind the admin does not edit there. */
export interface KindEditor {
  /** "Business details", "Cities". */
  label: string
  /** One line on what it holds. */
  description: string
  /** Entries can be added and removed. */
  canCreate: boolean
  /** What a person calls an entry: the city's name, the page's heading. */
  title: (entry: EntryFacts) => string
}

interface KindBase {
  editor: KindEditor | null
  /** The site model holds it under this part (`site.blog.posts`), not at its own name (`site.cities`). */
  under?: 'blog'
  /** The live page an entry (or the file) shows on, if it has one of its own. */
  page: (entry: Pick<EntryFacts, 'id' | 'cityPagePrefix'>) => string | null
}

/** One file. */
export interface FileKind extends KindBase {
  file: string
  schema: z.ZodType
  /** The editor schema under schemas/json/. */
  editorSchema: string
}

/** A folder of one file per entry, each entry's name its file name (`cities/clearwater.yaml`). */
export interface FolderKind extends KindBase {
  folder: string
  /** `.yaml`, or `.md` for Markdown with front matter. */
  extension: '.yaml' | '.md'
  /** The entries there are, each with a schema of its own, and no others (the pages), when the folder is not a list. */
  named?: readonly string[]
  /** The schema of entry `id`'s file (every entry's, but for pages, each its own). */
  schema: (id: string) => z.ZodType | undefined
  /** The editor schema of entry `id`'s file under schemas/json/, or null when the admin does not open it there. */
  editorSchema: (id: string) => string | null
}

export type ContentKindDeclaration = FileKind | FolderKind
