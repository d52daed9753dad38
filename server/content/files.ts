import { createHash } from 'node:crypto'
import { lstatSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, isAbsolute, join, normalize, sep } from 'node:path'
import type { ContentType } from '../../shared/admin-content.ts'
import { HttpError } from '../http-errors.ts'
import { CONTENT_KINDS, type ContentKind } from './registry.ts'

/** A content file may be this large (the largest, faq.yaml, is about 10 KB). */
export const MAX_FILE_BYTES = 1024 * 1024

/** An entry's id: a file name without `.yaml`, in slug characters only. */
const ENTRY_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** The kind of content a route names; a 404 for any other. */
export function kindOf(type: string): ContentKind {
  const kind = CONTENT_KINDS[type as ContentType]
  if (!kind || !Object.hasOwn(CONTENT_KINDS, type)) throw new HttpError(404, `No such kind of content: ${type}`)
  return kind
}

/**
 * The file of an entry, relative to the content folder (`cities/clearwater.yaml`). Only the files
 * the registry knows are reachable: an id is slug characters only, so no `..`, slash or absolute
 * path gets through, and a page's id must be one of the pages.
 */
export function entryFile(kind: ContentKind, id: string): string {
  if (kind.file) {
    if (id !== kind.type) throw new HttpError(404, `${kind.label} is one file: its id is "${kind.type}", not "${id}"`)
    return kind.file
  }
  if (!ENTRY_ID.test(id))
    throw new HttpError(400, `id: "${id}" is not an entry's name (lowercase letters, digits and single hyphens only)`)
  if (!kind.schema(id)) throw new HttpError(404, `No ${kind.label.toLowerCase()} entry is called "${id}"`)
  return `${kind.folder}/${id}.yaml`
}

/**
 * The absolute path of a content file, once it is known to stay inside the content folder: the
 * relative path has no `..` and is not absolute, neither the file nor its folder is a symbolic link,
 * and the real path of its folder is inside the real content folder.
 */
export function safePath(contentDir: string, file: string): string {
  if (isAbsolute(file) || normalize(file).split(/[\\/]/).includes('..') || file.includes('\0'))
    throw new HttpError(400, `${file}: only files inside the content folder can be edited`)
  const path = join(contentDir, file)
  for (const part of [path, dirname(path)]) {
    const stat = lstatOrNull(part)
    if (stat?.isSymbolicLink())
      throw new HttpError(400, `${file}: is a symbolic link; only the content folder's own files are edited here`)
  }
  const root = realpathSync(contentDir)
  const folder = lstatOrNull(dirname(path)) ? realpathSync(dirname(path)) : null
  if (folder !== null && folder !== root && !folder.startsWith(root + sep))
    throw new HttpError(400, `${file}: only files inside the content folder can be edited`)
  return path
}

function lstatOrNull(path: string) {
  try {
    return lstatSync(path)
  } catch {
    return null
  }
}

/** A content file's text, or null when there is none; larger than MAX_FILE_BYTES is refused. */
export function readContent(contentDir: string, file: string): string | null {
  const path = safePath(contentDir, file)
  const stat = lstatOrNull(path)
  if (!stat) return null
  if (!stat.isFile()) throw new HttpError(400, `${file}: is not a file`)
  if (stat.size > MAX_FILE_BYTES)
    throw new HttpError(422, `${file}: is ${stat.size} bytes; a content file may be at most ${MAX_FILE_BYTES} bytes`)
  return readFileSync(path, 'utf8')
}

/** The version a form is opened on: a hash of the file's bytes (empty for a file that does not exist). */
export const versionOf = (text: string | null) =>
  text === null ? '' : createHash('sha256').update(text).digest('base64url').slice(0, 22)

/**
 * Writes content files as one change: each new text (null removes the file) is written to a
 * temporary file beside it and renamed over it, so a reader sees the old file or the new one.
 */
export function writeContent(contentDir: string, files: Map<string, string | null>): void {
  for (const [file, text] of files) {
    const path = safePath(contentDir, file)
    if (text === null) {
      rmSync(path, { force: true })
      continue
    }
    const temporary = join(dirname(path), `.${Date.now()}-${process.pid}.editing`)
    writeFileSync(temporary, text)
    renameSync(temporary, path)
  }
}

/** The ids of a folder's entries: its YAML files, in order, leaving out anything that is not a plain file. */
export function folderIds(contentDir: string, folder: string): string[] {
  const dir = safePath(contentDir, `${folder}/x.yaml`).slice(0, -'/x.yaml'.length)
  return readdirSync(dir, { withFileTypes: true })
    .filter((item) => item.isFile() && item.name.endsWith('.yaml') && ENTRY_ID.test(item.name.slice(0, -5)))
    .map((item) => item.name.slice(0, -5))
    .sort()
}
