import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

const CLIENT = 'dist/client'

/** Every prerendered page of the build: its path and HTML. */
export function prerenderedPages(): { path: string; html: string }[] {
  return readdirSync(CLIENT, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(`index.html`))
    .map((file) => {
      const dir = relative('.', join(CLIENT, file, '..')).split(sep).slice(2).join('/')
      return { path: `/${dir}`, html: readFileSync(join(CLIENT, file), 'utf8') }
    })
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
