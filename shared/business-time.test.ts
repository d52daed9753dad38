import { describe, expect, it } from 'vitest'
import { businessClock, businessDate, businessDateTime, calendarDay, instantAt, zoneName } from './business-time.ts'

const NY = 'America/New_York'

describe('business time', () => {
  it('shows an instant in the business zone and names the zone, across daylight saving', () => {
    expect(businessDateTime(Date.parse('2026-11-26T19:05:00Z'), NY)).toBe('Thu, Nov 26, 2:05 PM EST')
    expect(businessDateTime(Date.parse('2026-07-04T13:30:00Z'), NY)).toBe('Sat, Jul 4, 9:30 AM EDT')
    expect(zoneName(Date.parse('2026-03-08T06:59:00Z'), NY)).toBe('EST')
    expect(zoneName(Date.parse('2026-03-08T07:01:00Z'), NY)).toBe('EDT')
  })

  it('names the year when asked, for an instant of another year', () => {
    expect(businessDateTime(Date.parse('2025-11-26T19:05:00Z'), NY, { year: true })).toBe(
      'Wed, Nov 26, 2025, 2:05 PM EST',
    )
  })

  it('reads and writes the business clock the way a datetime-local input holds it, across daylight saving', () => {
    expect(businessClock(Date.parse('2026-11-28T14:00:00Z'), NY)).toBe('2026-11-28T09:00')
    expect(businessClock(Date.parse('2026-11-27T04:30:00Z'), NY)).toBe('2026-11-26T23:30')
    expect(instantAt('2026-11-28T09:00', NY)).toBe(Date.parse('2026-11-28T14:00:00Z'))
    expect(instantAt('2026-07-04T09:30', NY)).toBe(Date.parse('2026-07-04T13:30:00Z'))
    // The day clocks go back: midnight is still EDT; the day clocks go forward: 3:30 am is EDT.
    expect(instantAt('2026-11-01T00:00', NY)).toBe(Date.parse('2026-11-01T04:00:00Z'))
    expect(instantAt('2026-03-08T03:30', NY)).toBe(Date.parse('2026-03-08T07:30:00Z'))
    expect(instantAt('2026-11-28T09:00', 'Europe/London')).toBe(Date.parse('2026-11-28T09:00:00Z'))
    expect(instantAt('2026-02-30T09:00', NY)).toBeNaN()
    expect(instantAt('tomorrow', NY)).toBeNaN()
  })

  it('gives the business day, not the reader’s: 11:30 pm in Florida is still that day', () => {
    expect(businessDate(Date.parse('2026-11-27T04:30:00Z'), NY)).toBe('Nov 26, 2026')
  })

  it('writes a picked day as a day, whatever the zone', () => {
    expect(calendarDay('2026-11-28')).toBe('Sat, Nov 28')
    expect(calendarDay('not a date')).toBe('not a date')
  })
})
