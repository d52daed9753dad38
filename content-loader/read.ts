import { existsSync, readdirSync, readFileSync, type Dirent } from 'node:fs'
import { join, relative, sep } from 'node:path'
import matter from 'gray-matter'
import { parse as parseYaml } from 'yaml'
import { fileProblem, type ContentProblem } from './errors.ts'
import type { PageName } from '../schemas/site.ts'
import { CONTENT_KINDS, ENTRY_FOLDERS, FILE_KINDS, type EntryFolderName, type FileKindName } from '../schemas/kinds.ts'
import { SourceFile } from './source.ts'
import { aliasExcess } from './yaml-bounds.ts'

/** The content's files that stand alone, by the name of their kind (schemas/kinds.ts). */
export const CONTENT_FILES = Object.fromEntries(FILE_KINDS.map((name) => [name, CONTENT_KINDS[name].file])) as Record<
  FileKindName,
  string
>
export type ContentFileName = FileKindName

/** The folders of one file per entry, each entry's address made from its file name. */
export const CONTENT_FOLDERS = ENTRY_FOLDERS
export type ContentFolder = EntryFolderName

/** A seed blog post: its front matter as a source file, and its Markdown body. */
export interface PostFile {
  source: SourceFile
  /** The whole file, for locating what is in its body. */
  text: string
  /** Where the body starts in `text`. */
  bodyStart: number
  /** The body, trimmed. */
  markdown: string
}

/**
 * Every file of a content folder, read: YAML parsed into data (its positions are found when a
 * problem needs them), blog posts split into front matter and body. Nothing is validated yet.
 */
export interface ContentFiles {
  dir: string
  files: Record<ContentFileName, SourceFile | null>
  pages: Record<PageName, SourceFile | null>
  folders: Record<ContentFolder, SourceFile[]>
  posts: PostFile[]
  /** Files and folders that are missing, and page files that no page is called. */
  problems: ContentProblem[]
}

/** Reads a content folder; what is missing becomes a problem, never an exception. */
export function readContentFiles(dir: string): ContentFiles {
  const links = symbolicLinks(dir)
  const problems: ContentProblem[] = [...links].map((link) => fileProblem(link, SYMBOLIC_LINK))
  const readFile = (name: string): SourceFile | null => {
    const file = join(dir, name)
    if (links.has(file)) return null
    if (existsSync(file)) return SourceFile.readYaml(file)
    problems.push(fileProblem(file, 'file is missing'))
    return null
  }
  const readFolder = (name: string): SourceFile[] => {
    const folder = join(dir, name)
    if (links.has(folder)) return []
    if (existsSync(folder))
      return yamlFiles(folder)
        .filter((file) => !links.has(join(folder, file)))
        .map((file) => SourceFile.readYaml(join(folder, file)))
    problems.push(fileProblem(folder, 'folder is missing'))
    return []
  }
  const pageNames = [...CONTENT_KINDS.pages.named]
  const result: ContentFiles = {
    dir,
    files: mapNames(Object.keys(CONTENT_FILES) as ContentFileName[], (name) => readFile(CONTENT_FILES[name])),
    folders: mapNames([...CONTENT_FOLDERS], readFolder),
    pages: mapNames(pageNames, (name) => readFile(`${CONTENT_KINDS.pages.folder}/${name}.yaml`)),
    posts: links.has(join(dir, POSTS)) ? [] : readPosts(join(dir, POSTS), links),
    problems,
  }
  problems.push(...unknownPageFiles(join(dir, CONTENT_KINDS.pages.folder), pageNames))
  return result
}

/** Every YAML file read, then every post's front matter: the files whose text the link and image checks read. */
export function allSources(files: ContentFiles): SourceFile[] {
  return [
    ...Object.values(files.files),
    ...CONTENT_FOLDERS.flatMap((folder) => files.folders[folder]),
    ...Object.values(files.pages),
    ...files.posts.map((post) => post.source),
  ].filter((source): source is SourceFile => source !== null)
}

/** The entry's name: its file name without the extension (`clearwater.yaml` → `clearwater`). */
export function entrySlug(source: SourceFile): string {
  return source.path
    .split(/[\\/]/)
    .at(-1)!
    .replace(/\.(ya?ml|md)$/, '')
}

/** A file's path inside the content folder, as messages name it: `cities/ozona.yaml`. */
export function inContent(dir: string, file: string): string {
  return relative(dir, file).split(sep).join('/')
}

const POSTS = CONTENT_KINDS.posts.folder

const SYMBOLIC_LINK =
  'is a symbolic link; content must be files of the content folder itself (copy the file here instead of linking to it)'

/**
 * Every symbolic link inside the content folder (its own files and folders, by lstat; a git
 * repository's `.git` left alone). None is read or followed: each is a problem, named, so what a
 * link points at (a file of the server's, say) never reaches a check or its messages.
 */
function symbolicLinks(dir: string): Set<string> {
  const found = new Set<string>()
  const walk = (folder: string) => {
    let items: Dirent[]
    try {
      items = readdirSync(folder, { withFileTypes: true })
    } catch {
      return
    }
    for (const item of items) {
      if (item.name === '.git') continue
      const path = join(folder, item.name)
      if (item.isSymbolicLink()) found.add(path)
      else if (item.isDirectory()) walk(path)
    }
  }
  walk(dir)
  return found
}

function mapNames<K extends string, V>(names: K[], read: (name: K) => V): Record<K, V> {
  return Object.fromEntries(names.map((name) => [name, read(name)])) as Record<K, V>
}

function yamlFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
}

function unknownPageFiles(dir: string, pageNames: PageName[]): ContentProblem[] {
  if (!existsSync(dir)) return []
  return yamlFiles(dir)
    .filter((name) => !pageNames.includes(name.replace(/\.ya?ml$/, '') as PageName))
    .map((name) =>
      fileProblem(
        join(dir, name),
        `no page is called "${name.replace(/\.ya?ml$/, '')}"; page files are: ${pageNames.join(', ')}`,
      ),
    )
}

function readPosts(dir: string, links: Set<string>): PostFile[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md') && !links.has(join(dir, name)))
    .sort()
    .map((name) => readPost(join(dir, name)))
}

function readPost(file: string): PostFile {
  const text = readFileSync(file, 'utf8')
  let parsed: matter.GrayMatterFile<string>
  try {
    parsed = matter(text, {
      engines: {
        yaml: (s: string) => {
          // Aliases past the bound are not expanded: SourceFile.frontMatter says where they are.
          if (aliasExcess(s)) throw new Error('aliases past the bound')
          return parseYaml(s, { uniqueKeys: true }) as object
        },
      },
    })
  } catch {
    parsed = { data: null, content: '', matter: text } as unknown as matter.GrayMatterFile<string>
  }
  const frontMatterText = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? ''
  return {
    source: SourceFile.frontMatter(file, frontMatterText, parsed.data),
    text,
    // The body ends the file: where it starts there gives the line of anything in it.
    bodyStart: text.length - parsed.content.length,
    markdown: parsed.content.trim(),
  }
}
