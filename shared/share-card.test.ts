import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, expect, it } from 'vitest'
import { drawShareCard, shareCard } from './share-card.ts'

const store = mkdtempSync(join(tmpdir(), 'share-card-'))
afterAll(() => rmSync(store, { recursive: true, force: true }))

it('draws one card whole when many requests for the same page ask for it at once', async () => {
  const siteFile = (src: string) => join('content', 'public', src)
  const card = shareCard(
    {
      title: 'Garage door repair in Clearwater, FL',
      brand: {
        name: 'Garage Door Pros',
        telephone: '(813) 555-0100',
        tagline: 'Same-day repair',
        logo: '/images/logo.svg',
      },
      photo: null,
    },
    siteFile,
  )
  const drawn = await Promise.all(Array.from({ length: 12 }, () => drawShareCard(card, { store, siteFile })))
  expect(drawn).toContain(true)
  expect(readdirSync(store)).toEqual([card.file])
  expect(await sharp(join(store, card.file)).metadata()).toMatchObject({ width: 1200, height: 630, format: 'png' })
})
