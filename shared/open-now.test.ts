import { describe, expect, it } from 'vitest'
import { nextOpening, openWeek } from './open-now.ts'

/** Mon-Fri 7-20, Sat 8-17, Sun closed, in Florida. */
const week = openWeek(
  [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '07:00', closes: '20:00' },
    { days: ['Saturday'], opens: '08:00', closes: '17:00' },
    { days: ['Sunday'], closed: true },
  ],
  'America/New_York',
)

describe('when the phones are next answered', () => {
  it('is nothing while they are answered, else today, tomorrow or the day by name, in the business zone', () => {
    // 2026-11-20 is a Friday; Florida is UTC-5 in November.
    expect(nextOpening(week, Date.parse('2026-11-20T15:00:00Z'))).toBeNull()
    expect(nextOpening(week, Date.parse('2026-11-20T11:30:00Z'))).toBe('today from 7 am')
    expect(nextOpening(week, Date.parse('2026-11-21T01:30:00Z'))).toBe('tomorrow from 8 am')
    expect(nextOpening(week, Date.parse('2026-11-21T23:00:00Z'))).toBe('Monday from 7 am')
    expect(nextOpening(openWeek([], 'America/New_York'), Date.parse('2026-11-21T23:00:00Z'))).toBeNull()
  })
})
