import type { ContentEntry, ContentEntrySummary, ContentList } from '../../shared/admin-content.ts'
import { HttpError } from '../http-errors.ts'
import { entryFile, folderIds, versionOf } from './files.ts'
import type { Role } from '../../shared/roles.ts'
import { decidesLeadRouting, schemaWithoutRouting, withoutRouting } from './lead-routing-fields.ts'
import { CONTENT_KINDS, jsonSchemaOf, type ContentKind } from './registry.ts'
import { parseContentYaml, YamlRefused } from './yaml-read.ts'

/** A file's data as a form starts from it: a mapping of fields; unreadable YAML is a 422 saying why. */
export function readData(text: string, file: string): Record<string, unknown> {
  let data: unknown
  try {
    data = parseContentYaml(text, file)
  } catch (error) {
    if (error instanceof YamlRefused) throw new HttpError(422, error.message)
    throw error
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new HttpError(422, `${file} does not hold a mapping of fields; fix it in a text editor`)
  return data as Record<string, unknown>
}

/** The prefix of a city's address (business.yaml cityPagePrefix), for the cities' live pages. */
export function cityPagePrefix(read: (file: string) => string | null): string {
  try {
    const business = readData(read('business.yaml') ?? '', 'business.yaml')
    return typeof business.cityPagePrefix === 'string' ? business.cityPagePrefix : ''
  } catch {
    return ''
  }
}

/** The summary of an entry (its title and live page) from its data. */
export function summaryOf(
  kind: ContentKind,
  id: string,
  data: Record<string, unknown>,
  prefix: string,
): ContentEntrySummary {
  const facts = { id, data, cityPagePrefix: prefix }
  return { id, title: kind.title(facts), file: entryFile(kind, id), path: kind.path(facts) }
}

/** The entries of a kind, each with its title and live page; a file that cannot be read is listed by its id. */
export function listEntries(kind: ContentKind, contentDir: string, read: (file: string) => string | null): ContentList {
  const prefix = cityPagePrefix(read)
  const ids = kind.folder ? folderIds(contentDir, kind.folder).filter((id) => kind.schema(id)) : [kind.type]
  const entries = ids.map((id) => {
    let data: Record<string, unknown> = {}
    try {
      data = readData(read(entryFile(kind, id)) ?? '', entryFile(kind, id))
    } catch {
      // Listed all the same: opening it says what is wrong.
    }
    return summaryOf(kind, id, data, prefix)
  })
  return { type: kind.type, entries }
}

/**
 * What the form opens on: the data (`values`, read from `text`), the JSON Schema, the version. Forms'
 * choices open without where leads go (mode, forwarding) for anyone but an administrator
 * (lead-routing-fields.ts).
 */
export function openEntry(
  kind: ContentKind,
  id: string,
  text: string,
  values: Record<string, unknown>,
  read: (file: string) => string | null,
  role: Role,
): ContentEntry {
  const hidden = kind.type === 'forms' && !decidesLeadRouting(role)
  const schema = jsonSchemaOf(kind.schema(id)!)
  return {
    ...summaryOf(kind, id, values, cityPagePrefix(read)),
    type: kind.type,
    values: hidden ? withoutRouting(values) : values,
    schema: hidden ? schemaWithoutRouting(schema) : schema,
    version: versionOf(text),
  }
}

/** The kind and id of a content file (`cities/clearwater.yaml` → cities, clearwater), if it is one the admin edits. */
export function entryOfFile(file: string): { kind: ContentKind; id: string } | null {
  for (const kind of Object.values(CONTENT_KINDS)) {
    if (kind.file === file) return { kind, id: kind.type }
    const match = kind.folder && new RegExp(`^${kind.folder}/([a-z0-9-]+)\\.yaml$`).exec(file)
    if (match && kind.schema(match[1]!)) return { kind, id: match[1]! }
  }
  return null
}
