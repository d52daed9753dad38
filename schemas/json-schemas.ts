import { z } from 'zod'
import { CONTENT_KINDS, type ContentKindDeclaration } from './kinds.ts'
/** Editor schemas: file name under schemas/json/ → [Zod schema, content files it describes], from each kind's declaration. */
const editorSchemas: Record<string, [z.ZodType, string]> = Object.fromEntries(
  Object.values(CONTENT_KINDS as Record<string, ContentKindDeclaration>).flatMap((kind) => {
    if ('file' in kind) return [[kind.editorSchema, [kind.schema, kind.file]]]
    const files = kind.named ?? ['*']
    return files.flatMap((id) => {
      const name = kind.editorSchema(id)
      return name ? [[name, [kind.schema(id)!, `${kind.folder}/${id}${kind.extension}`]]] : []
    })
  }),
)

/** JSON Schema text for each editor schema, generated from the Zod schemas. */
export function jsonSchemas(): Record<string, { text: string; files: string }> {
  return Object.fromEntries(
    Object.entries(editorSchemas).map(([name, [schema, files]]) => [
      name,
      { text: `${JSON.stringify(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), null, 2)}\n`, files },
    ]),
  )
}
