import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { iconSprite } from '../scripts/icons.ts'
import { IconName } from '../schemas/common.ts'
import { ICONS } from './icon-names.ts'

describe('the icon sprite', () => {
  it('is up to date with the icon list (run `npx tsx scripts/icons.ts` after changing it)', async () => {
    expect(readFileSync('components/icons.svg', 'utf8')).toBe(await iconSprite())
  })

  it('draws every icon content may name', async () => {
    const sprite = await iconSprite()
    for (const name of IconName.options) {
      expect(name in ICONS, name).toBe(true)
      expect(sprite, name).toMatch(
        new RegExp(`<symbol id="${name}" viewBox="0 0 24 24"><(path|circle|rect|line|polyline)`),
      )
    }
  })
})
