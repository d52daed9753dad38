import { describe, expect, it } from 'vitest'
import { tileAddressProblem } from '../../shared/public-address.ts'
import { contentFixtures } from '../../tests/content-fixtures.ts'

const { problemsWith } = contentFixtures()

describe('a tile address', () => {
  it('is a public https host on the https port, whatever its placeholders', () => {
    expect(tileAddressProblem('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBeNull()
    expect(tileAddressProblem('https://{s}.tile.example.com:443/{z}/{x}/{y}.png')).toBeNull()
    expect(tileAddressProblem('https://127.0.0.1/{z}/{x}/{y}.png')).toBe(
      'names a private, loopback or link-local address (127.0.0.1): a tile server must be a public address',
    )
    expect(tileAddressProblem('https://[::1]/{z}/{x}/{y}.png')).toMatch(/^names a private, loopback/)
    expect(tileAddressProblem('https://10.0.0.8/{z}/{x}/{y}.png')).toMatch(/^names a private, loopback/)
    expect(tileAddressProblem('https://tiles.localhost/{z}/{x}/{y}.png')).toBe(
      'names this computer (tiles.localhost): a tile server must be a public address',
    )
    expect(tileAddressProblem('https://tile.example.com:8443/{z}/{x}/{y}.png')).toBe(
      'names port 8443: the server fetches map tiles on the https port (443) only',
    )
    expect(tileAddressProblem('https://user:pw@tile.example.com/{z}/{x}/{y}.png')).toBe(
      'must not carry a user name or password',
    )
  })
})

describe('validation of broken content: the map', () => {
  it('refuses a tile address on this computer, at its url', () => {
    expect(problemsWith('tiles-on-loopback')).toEqual([
      'content/pages/service-area.yaml:26:10 map.tiles.url: names a private, loopback or link-local address (127.0.0.1): a tile server must be a public address',
    ])
  })

  it('refuses HTML in the tile credit, which is shown as plain text, at its field', () => {
    expect(problemsWith('attribution-html')).toEqual([
      'content/pages/service-area.yaml:27:18 map.tiles.attribution: is shown as plain text, so HTML would show as typed: write the credit alone, and its link in Attribution URL',
    ])
  })
})
