import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseDocument, type Document } from 'yaml'
import { slugify } from '../../shared/slug.ts'
import { insidePolygon } from '../../shared/geo.ts'
import { overLimit } from '../../shared/head-limits.ts'
import { cityHead } from '../../content-loader/head-text.ts'
import { loadSite } from '../../content-loader/load.ts'

/**
 * A copy of a content folder with `count` cities made from its real ones: each copy keeps the
 * original's text, as long as it was (so every page is as heavy as a real one), with every third
 * word swapped for another word of the content (see varyText), under a distinct name, slug and
 * position inside the state.
 */
export function syntheticContent(source: string, target: string, count: number): void {
  rmSync(target, { recursive: true, force: true })
  cpSync(source, target, { recursive: true })
  const site = loadSite(source)
  const phone = site.business.telephone
  const citiesDir = join(target, 'cities')
  const originals = readdirSync(citiesDir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
  rmSync(citiesDir, { recursive: true })
  mkdirSync(citiesDir)
  const vocabulary = wordsOf(originals.map((file) => readFileSync(join(source, 'cities', file), 'utf8')).join(' '))
  let seed = 7
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  for (let i = 0; i < count; i++) {
    const file = originals[i % originals.length]!
    const doc = parseDocument(readFileSync(join(source, 'cities', file), 'utf8'))
    const copy = Math.floor(i / originals.length)
    if (copy > 0) {
      const name = copyName(String(doc.get('name')), copy + 1, (name) => {
        const head = cityHead(site.pages['service-area'].cityPage, { name, county: String(doc.get('county')) }, phone)
        return !overLimit('title', head.title) && !overLimit('description', head.description)
      })
      doc.set('name', name)
      doc.delete('mapMarker')
      doc.delete('isHQ')
      const original = {
        latitude: Number(doc.getIn(['position', 'latitude'])),
        longitude: Number(doc.getIn(['position', 'longitude'])),
      }
      // A point near the original, inside the state (the original itself if none is found).
      let position = original
      for (let tries = 0; tries < 50; tries++) {
        const candidate = {
          latitude: original.latitude + (random() - 0.5) * 0.3,
          longitude: original.longitude + (random() - 0.5) * 0.3,
        }
        if (insidePolygon(candidate, site.business.stateOutline)) {
          position = candidate
          break
        }
      }
      varyText(doc, random, vocabulary)
      doc.setIn(['position', 'latitude'], Number(position.latitude.toFixed(4)))
      doc.setIn(['position', 'longitude'], Number(position.longitude.toFixed(4)))
      writeFileSync(join(citiesDir, `${slugify(name)}.yaml`), doc.toString())
    } else {
      writeFileSync(join(citiesDir, file), doc.toString())
    }
  }
}

/**
 * A copy's name: the original's and the copy's number (`Dunedin 2`), or, where that would make the
 * page's title or description too long for the content check, with the later words of the name cut
 * to their initials (`Silver SS 35`).
 */
function copyName(original: string, copy: number, fits: (name: string) => boolean): string {
  const name = `${original} ${copy}`
  if (fits(name)) return name
  const [first, ...rest] = original.split(' ')
  return `${first} ${rest.map((word) => word[0]).join('')} ${copy}`
}

/** The city fields whose text varyText changes: those of content-loader/checks/doorway.ts that hold sentences or lists. */
const VARIED: string[][] = [
  ['description'],
  ['localContent', 'neighborhoods'],
  ['localContent', 'landmarks'],
  ['localContent', 'popularService'],
  ['localContent', 'mainChallenge'],
  ['localContent', 'testimonial'],
]

/** The distinct words of a text, in their first order. */
const wordsOf = (text: string) => [...new Set(text.match(/[A-Za-z]{3,}/g) ?? [])]

/**
 * Makes a copied city's text its own, as the content check requires of every city
 * (content-loader/checks/doorway.ts): every third word becomes a word of `vocabulary` (by default the
 * file's own words) picked by `random`,
 * so each run of five words has one that another copy of the same city almost never has at that
 * place. The length, the punctuation and the lists' commas stay.
 */
export function varyText(doc: Document, random: () => number, vocabulary = wordsOf(doc.toString())): void {
  for (const field of VARIED) {
    const text = doc.getIn(field)
    if (typeof text !== 'string') continue
    let at = 0
    doc.setIn(
      field,
      text.replace(/[A-Za-z]+/g, (word) =>
        at++ % 3 === 0 ? vocabulary[Math.floor(random() * vocabulary.length)]! : word,
      ),
    )
  }
}
