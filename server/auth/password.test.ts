import { describe, expect, it } from 'vitest'
import { getSite } from '../../content-loader/load.ts'
import { passwordProblem, siteWords } from './password.ts'

describe('password strength', () => {
  it("counts the business's name, tagline, town and domain as guessable, alone and run together", async () => {
    const words = siteWords(getSite('content').business, 'https://www.gulfline-garage.example')
    expect(words).toEqual(
      expect.arrayContaining([
        'gulfline',
        'garage',
        'door',
        'garagedoor',
        'gulflinegaragedoor',
        'repair',
        'florida',
        'oldsmar',
      ]),
    )
    expect(words).not.toContain('example')
    expect(words).not.toContain('www')
    expect(await passwordProblem('GulflineGarage-Oldsmar', { siteWords: words })).toMatch(
      /^is too easy to guess: it is the business's name or town\./,
    )
    expect(await passwordProblem('GulflineGarage-Oldsmar')).toBeNull() // the same password, for a business with another name
  })

  it('judges only the first 24 characters, so 128 characters of the slowest kinds cost no more to check than 24', async () => {
    const context = {
      username: 'owner',
      siteWords: siteWords(getSite('content').business, 'https://gulfline-garage.example'),
    }
    const slow = {
      random: 'kD8$mQ2#vL7@pR4!wN8%tB3&hJ6*zC1^'.repeat(4),
      substitutions: '4@831!|0$5+7'.repeat(11).slice(0, 128),
      digits: '8392017465920184736291047382910'.repeat(5).slice(0, 128),
      dates: '19/05/2024-'.repeat(12).slice(0, 128),
      words: 'amber harbor lantern violet quartz kayak pelican mango tarpon osprey '.repeat(2).slice(0, 128),
    }
    // What the rest of a password holds changes nothing: a guessable start is refused however it goes on.
    expect(await passwordProblem(`passwordpasswordpassword${slow.random}`.slice(0, 128), context)).toMatch(
      /^is too easy to guess: it is the same characters repeated/,
    )
    for (const [kind, password] of Object.entries(slow)) {
      expect(password.length).toBe(128)
      // Its first 60 characters hold its first 24 once separators are taken out; another ending follows.
      const otherEnding = `${password.slice(0, 60)}${'Zq'.repeat(34)}`
      expect(await passwordProblem(otherEnding, context), kind).toBe(await passwordProblem(password, context))
    }
    // What these checks cost in processor time is `npm run bench`'s to report.
  })
})
