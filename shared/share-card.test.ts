import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import sharp from 'sharp'
import { afterAll, expect, it } from 'vitest'
import { drawShareCard, linkInto, shareCard } from './share-card.ts'

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
  const drawn = await Promise.all(Array.from({ length: 12 }, () => drawShareCard(card, { folder: store, siteFile })))
  expect(drawn).toContain(true)
  expect(readdirSync(store)).toEqual([card.file])
  expect(await sharp(join(store, card.file)).metadata()).toMatchObject({ width: 1200, height: 630, format: 'png' })
})

it('links a card into a folder that two render processes make at once', async () => {
  // Each process links one file into each of 2,000 folders that do not exist yet, both starting at
  // the same moment: one process's link fails for want of a folder while the other makes it.
  const root = mkdtempSync(join(tmpdir(), 'share-card-link-'))
  const source = join(root, 'card.png')
  writeFileSync(source, 'card')
  const start = Date.now() + 2000
  const linker = (name: string) =>
    `import { linkInto } from ${JSON.stringify(resolve('shared/share-card.ts'))}
     await new Promise((wake) => setTimeout(wake, ${start} - Date.now() - 20))
     while (Date.now() < ${start});
     for (let i = 0; i < 2000; i++) linkInto(${JSON.stringify(source)}, ${JSON.stringify(root)} + '/build-' + i + '/cards/' + ${JSON.stringify(name)})`
  const run = (name: string) =>
    new Promise<number | null>((done) =>
      spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', linker(name)], { stdio: 'inherit' }).on(
        'exit',
        done,
      ),
    )
  try {
    expect(await Promise.all([run('a.png'), run('b.png')])).toEqual([0, 0])
    for (let i = 0; i < 2000; i++)
      expect(readdirSync(join(root, `build-${i}`, 'cards')).sort()).toEqual(['a.png', 'b.png'])
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})

it('says which card is missing when there is none to link', () => {
  const root = mkdtempSync(join(tmpdir(), 'share-card-link-'))
  try {
    expect(() => linkInto(join(root, 'missing.png'), join(root, 'cards', 'missing.png'))).toThrow(
      /ENOENT.*missing\.png/,
    )
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})
