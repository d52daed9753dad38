import { describe, expect, it } from 'vitest'
import { copyrightLine } from './Footer.tsx'

describe('the footer line', () => {
  it('has one period at most after any business name', () => {
    expect(copyrightLine('Gulfline Garage Door Co.', 'Oldsmar', 'FL')).toBe('© Gulfline Garage Door Co. · Oldsmar, FL')
    expect(copyrightLine('Bayside Doors', 'Tampa', 'FL')).toBe('© Bayside Doors · Tampa, FL')
    expect(copyrightLine('Bayside Doors Inc. ', 'Tampa', 'FL')).not.toMatch(/\.\./)
  })
})
