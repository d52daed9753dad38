import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseDocument } from 'yaml'
import { citySlug } from '../../schemas/city.ts'
import { insidePolygon } from '../../schemas/geo.ts'
import { loadSite } from '../../schemas/load.ts'

/**
 * A copy of a content folder with `count` cities made from its real ones: each copy keeps the
 * original's text (so every page is as heavy as a real one) under a distinct name, slug and
 * position inside the state.
 */
export function syntheticContent(source: string, target: string, count: number): void {
  rmSync(target, { recursive: true, force: true })
  cpSync(source, target, { recursive: true })
  const site = loadSite(source)
  const citiesDir = join(target, 'cities')
  const originals = readdirSync(citiesDir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
  rmSync(citiesDir, { recursive: true })
  mkdirSync(citiesDir)
  let seed = 7
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  for (let i = 0; i < count; i++) {
    const file = originals[i % originals.length]!
    const doc = parseDocument(readFileSync(join(source, 'cities', file), 'utf8'))
    const copy = Math.floor(i / originals.length)
    if (copy > 0) {
      const name = `${doc.get('name')} ${copy + 1}`
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
      doc.setIn(['position', 'latitude'], Number(position.latitude.toFixed(4)))
      doc.setIn(['position', 'longitude'], Number(position.longitude.toFixed(4)))
      writeFileSync(join(citiesDir, `${citySlug(name)}.yaml`), doc.toString())
    } else {
      writeFileSync(join(citiesDir, file), doc.toString())
    }
  }
}
