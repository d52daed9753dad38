import { describe, expect, it } from 'vitest'
import { businessDate, businessDateTime, calendarDay, zoneName } from './business-time.ts'

const NY = 'America/New_York'

describe('business time', () => {
  it('shows an instant in the business zone and names the zone, across daylight saving', () => {
    expect(businessDateTime(Date.parse('2026-11-26T19:05:00Z'), NY)).toBe('Thu, Nov 26, 2:05 PM EST')
    expect(businessDateTime(Date.parse('2026-07-04T13:30:00Z'), NY)).toBe('Sat, Jul 4, 9:30 AM EDT')
    expect(zoneName(Date.parse('2026-03-08T06:59:00Z'), NY)).toBe('EST')
    expect(zoneName(Date.parse('2026-03-08T07:01:00Z'), NY)).toBe('EDT')
  })

  it('gives the business day, not the reader’s: 11:30 pm in Florida is still that day', () => {
    expect(businessDate(Date.parse('2026-11-27T04:30:00Z'), NY)).toBe('Nov 26, 2026')
  })

  it('writes a picked day as a day, whatever the zone', () => {
    expect(calendarDay('2026-11-28')).toBe('Sat, Nov 28')
    expect(calendarDay('not a date')).toBe('not a date')
  })
})
