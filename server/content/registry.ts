import { z } from 'zod'
import {
  CONTENT_KINDS as DECLARED,
  type ContentKindDeclaration,
  type EntryFacts,
  type KindEditor,
} from '../../schemas/kinds.ts'
import type { ContentType, ContentTypeInfo } from '../../shared/admin-content.ts'

/** One kind of content the admin edits: where its files are, their schema, and how an entry is named. */
export interface ContentKind extends ContentTypeInfo {
  /** The one file (`business.yaml`), or the folder of one file per entry (`cities`). */
  file?: string
  folder?: string
  schema: (id: string) => z.ZodType | undefined
  title: (entry: EntryFacts) => string
  path: (entry: EntryFacts) => string | null
}

/** Site content's view of a kind's declaration (schemas/kinds.ts). */
function editedKind(type: ContentType, kind: ContentKindDeclaration, editor: KindEditor): ContentKind {
  const { label, description, canCreate, title } = editor
  const shared = { type, label, description, canCreate, title, path: kind.page }
  if ('file' in kind)
    return { ...shared, many: false, file: kind.file, schema: (id) => (id === type ? kind.schema : undefined) }
  return { ...shared, many: true, folder: kind.folder, schema: kind.schema }
}

/** Every kind of content Site content edits, in menu order. */
export const CONTENT_KINDS: Record<ContentType, ContentKind> = Object.fromEntries(
  Object.entries(DECLARED as Record<string, ContentKindDeclaration>).flatMap(([type, kind]) =>
    kind.editor ? [[type, editedKind(type, kind, kind.editor)]] : [],
  ),
)

const jsonSchemas = new Map<z.ZodType, object>()

/** The JSON Schema of a file, as schemas/json-schemas.ts makes the editor's: each field's `.meta({ description })` is its help. */
export function jsonSchemaOf(schema: z.ZodType): object {
  let made = jsonSchemas.get(schema)
  if (!made) {
    made = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as object
    jsonSchemas.set(schema, made)
  }
  return made
}
