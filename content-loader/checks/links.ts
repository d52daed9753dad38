import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { readImageSize } from '../assets.ts'
import { displayPath, type ContentProblem } from '../errors.ts'
import type { PostFile } from '../read.ts'
import type { ImageSize, SiteRoute } from '../../schemas/site.ts'
import type { SourceFile } from '../source.ts'

const INTERNAL_LINK = /^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/
const ASSET = /^\/[\w\-/.]+\.(svg|png|jpe?g|webp|avif)$/
/** Pages of the server's own, not of the content. */
const SERVER_PATHS = ['/admin', '/auth']

/** Every address a link may lead to: the site's routes, the seed posts' pages and the server's own. */
export function knownPaths(routes: SiteRoute[], postSlugs: Iterable<string>): Set<string> {
  return new Set([...routes.map((r) => r.path), ...[...postSlugs].map((slug) => `/blog/${slug}`), ...SERVER_PATHS])
}

/**
 * Every internal link written anywhere in content leads to a page the site builds, and every image
 * named exists under public/ (its size is read, for the pages' width and height).
 */
export function checkLinksAndImages(
  sources: SourceFile[],
  known: Set<string>,
  publicDir: string,
): { problems: ContentProblem[]; images: Record<string, ImageSize> } {
  const problems: ContentProblem[] = []
  const images: Record<string, ImageSize> = {}
  for (const source of sources) {
    for (const [text, field] of source.references(isReference)) {
      if (INTERNAL_LINK.test(text)) {
        if (!known.has(text.split('#')[0]!))
          problems.push(source.problem(field, `link "${text}" does not lead to any page the site builds`))
      } else if (ASSET.test(text) && !(text in images)) {
        const file = join(publicDir, text)
        const size = existsSync(file) ? readImageSize(file) : null
        if (size) images[text] = size
        else problems.push(source.problem(field, imageProblem(text, file, publicDir)))
      }
    }
  }
  return { problems, images }
}

/** A string this check looks at: a link inside the site, or an image's path. */
const isReference = (text: string) => INTERNAL_LINK.test(text) || ASSET.test(text)

function imageProblem(text: string, file: string, publicDir: string): string {
  return existsSync(file)
    ? `cannot read the size of image "${text}"`
    : `image "${text}" not found in ${displayPath(publicDir)}`
}

/** Links in the Markdown body of each post lead to pages the site builds; a problem is located in the whole file. */
export function checkPostLinks(posts: PostFile[], known: Set<string>): ContentProblem[] {
  return posts.flatMap(({ source, text, bodyStart }) =>
    [...text.slice(bodyStart).matchAll(/\]\((\/[^)\s#]*)(#[^)\s]*)?\)/g)]
      .filter((match) => !known.has(match[1]!))
      .map((match) => {
        const before = text.slice(0, bodyStart + match.index + 2).split('\n')
        return {
          file: source.path,
          line: before.length,
          column: before.at(-1)!.length + 1,
          field: 'body',
          message: `link "${match[1]}" does not lead to any page the site builds`,
        }
      }),
  )
}
