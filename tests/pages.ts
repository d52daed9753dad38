import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pageFile, prerenderedPaths } from '../shared/build-output.ts'

/** The HTML the build prerendered for a path. */
export function prerenderedHtml(path: string): string {
  return readFileSync(join('dist', 'client', pageFile(path)), 'utf8')
}

/** Every prerendered page of the build: its path and HTML. */
export function prerenderedPages(): { path: string; html: string }[] {
  return prerenderedPaths('dist').map((path) => ({ path, html: prerenderedHtml(path) }))
}

/** The address of the build's visit-counting code (renderer/measure.ts): the one script that sends beacons. */
export function countingCode(): string {
  const chunks = join('dist', 'client', 'assets', 'chunks')
  const found = readdirSync(chunks).filter((file) => readFileSync(join(chunks, file), 'utf8').includes('sendBeacon('))
  if (found.length !== 1) throw new Error(`expected one script that sends beacons, found ${found.length}`)
  return `/assets/chunks/${found[0]}`
}

/** The internal links of a page (href values starting with one slash), without query or hash. */
export function internalLinks(html: string): string[] {
  return [...html.matchAll(/href="(\/(?!\/)[^"#?]*)[^"]*"/g)].map((m) => m[1]!)
}

/** The visible text of the page's <main>, without markup or scripts. */
export function mainText(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? ''
  return main
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}
