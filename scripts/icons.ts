import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { ICONS } from '../components/icon-names.ts'

interface IconModule {
  __iconData: { node: [string, Record<string, string>][] }
}

/** The sprite's text: one <symbol> per icon, from lucide's own drawing of it. */
export async function iconSprite(): Promise<string> {
  const symbols: string[] = []
  for (const [id, lucide] of Object.entries(ICONS)) {
    const module = (await import(
      pathToFileURL(resolve(`node_modules/lucide-react/dist/esm/icons/${lucide}.mjs`)).href
    )) as IconModule & { default?: IconModule }
    const children = (module.__iconData ?? module.default!.__iconData).node
      .map(
        ([tag, attributes]) =>
          `<${tag} ${Object.entries(attributes)
            .filter(([name]) => name !== 'key')
            .map(([name, value]) => `${name}="${value}"`)
            .join(' ')}/>`,
      )
      .join('')
    symbols.push(`<symbol id="${id}" viewBox="0 0 24 24">${children}</symbol>`)
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`
}

if (process.argv[1]?.endsWith('icons.ts')) {
  const sprite = await iconSprite()
  const file = 'components/icons.svg'
  if (readFileSync(file, { encoding: 'utf8', flag: 'a+' }) !== sprite) writeFileSync(file, sprite)
  console.log(`wrote ${file} (${Object.keys(ICONS).length} icons, ${sprite.length} bytes)`)
}
