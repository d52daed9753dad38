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

  it('checks even 128 characters of the slowest kinds with well under 50 ms of work', async () => {
    await passwordProblem('load the estimator first')
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
    for (const [kind, password] of Object.entries(slow)) {
      expect(password.length).toBe(128)
      const runs: number[] = []
      for (let i = 0; i < 3; i++) {
        const before = process.cpuUsage()
        await passwordProblem(password, context)
        const used = process.cpuUsage(before)
        runs.push((used.user + used.system) / 1000)
      }
      // Processor time, which a machine busy with other work does not inflate as it does wall time;
      // the least of three, so a garbage collection does not fail the test.
      expect(Math.min(...runs), kind).toBeLessThan(50)
    }
  })
})
