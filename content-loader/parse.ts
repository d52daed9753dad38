import type { z } from 'zod'
import { BlogPostSchema, type BlogPostFrontMatter } from '../schemas/blog.ts'
import { CONTENT_KINDS, FILE_KINDS } from '../schemas/kinds.ts'
import type { CityData } from '../schemas/city.ts'
import type { ContentProblem } from './errors.ts'
import type { ProductData } from '../schemas/product.ts'
import {
  CONTENT_FOLDERS,
  entrySlug,
  type ContentFileName,
  type ContentFiles,
  type ContentFolder,
  type PostFile,
} from './read.ts'
import type { ServiceData } from '../schemas/service.ts'
import { pageSchemas, type PageName, type Pages } from '../schemas/site.ts'
import type { SourceFile } from './source.ts'

/** The schema each file that stands alone must match (schemas/kinds.ts). */
const FILE_SCHEMAS = Object.fromEntries(FILE_KINDS.map((name) => [name, CONTENT_KINDS[name].schema])) as {
  [K in ContentFileName]: (typeof CONTENT_KINDS)[K]['schema']
}

/** A valid file and what it holds. */
export interface Parsed<T> {
  value: T
  source: SourceFile
}

/** A file of a folder (a city, a post): its value when valid, else the fields of it that are right, for the checks across files. */
export type Checked<T> = { source: SourceFile; slug: string } & (
  { valid: true; value: T } | { valid: false; value: Partial<T> }
)

export type ParsedFiles = { [K in ContentFileName]: Parsed<z.output<(typeof FILE_SCHEMAS)[K]>> | null }
export type ParsedPages = { [K in PageName]?: Parsed<Pages[K]> }
export type CheckedPost = Checked<BlogPostFrontMatter> & PostFile

/** Every file validated against its schema: a file that does not match is null (or, in a folder, partial). */
export interface ParsedContent extends ParsedFiles {
  pages: ParsedPages
  cities: Checked<CityData>[]
  services: Checked<ServiceData>[]
  products: Checked<ProductData>[]
  /** Every folder of entries by its kind's name (schemas/kinds.ts), those above included. */
  entries: Record<ContentFolder, Checked<Record<string, unknown>>[]>
  posts: CheckedPost[]
  /** Every field that does not match its schema, located. */
  problems: ContentProblem[]
}

/** Validates every file read against its schema. */
export function parseContent(files: ContentFiles): ParsedContent {
  const problems: ContentProblem[] = []
  const one = <S extends z.ZodType>(source: SourceFile | null, schema: S): Parsed<z.output<S>> | null => {
    if (!source) return null
    const result = source.parse(schema)
    if ('value' in result) return { value: result.value, source }
    problems.push(...result.problems)
    return null
  }
  const each = <S extends z.ZodType>(sources: SourceFile[], schema: S) =>
    sources.map((source) => checked(source, schema, problems))
  const parsedFiles = Object.fromEntries(
    (Object.keys(FILE_SCHEMAS) as ContentFileName[]).map((name) => [name, one(files.files[name], FILE_SCHEMAS[name])]),
  ) as ParsedFiles
  const pages = Object.fromEntries(
    (Object.keys(pageSchemas) as PageName[]).flatMap((name) => {
      const parsed = one(files.pages[name], pageSchemas[name])
      return parsed ? [[name, parsed]] : []
    }),
  ) as ParsedPages
  const entries = Object.fromEntries(
    CONTENT_FOLDERS.map((folder) => [folder, each(files.folders[folder], CONTENT_KINDS[folder].schema() as z.ZodType)]),
  ) as ParsedContent['entries']
  return {
    ...parsedFiles,
    cities: entries.cities as Checked<CityData>[],
    services: entries.services as Checked<ServiceData>[],
    products: entries.products as Checked<ProductData>[],
    entries,
    pages,
    posts: files.posts.map((post) => ({ ...post, ...checked(post.source, BlogPostSchema, problems) })),
    problems,
  }
}

/** Validates a file of a folder; its problems go to `problems`. */
function checked<S extends z.ZodType>(source: SourceFile, schema: S, problems: ContentProblem[]): Checked<z.output<S>> {
  const slug = entrySlug(source)
  const result = source.parse(schema)
  if ('value' in result) return { source, slug, valid: true, value: result.value }
  problems.push(...result.problems)
  return { source, slug, valid: false, value: result.partial }
}
