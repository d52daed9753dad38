import { describe, expect, it } from 'vitest'
import { bookingDays, hoursOn, nextOpening, openStatus, openWeek, slotsOpenOn } from './open-now.ts'
import { bookingDayOf } from './booking-days.ts'

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

describe('special days', () => {
  // Mon-Fri 7-20, Sat 8-17, Sun 9-15, as the business keeps them; Christmas closed, Christmas Eve until 1 pm.
  const holidays = openWeek(
    [
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '07:00', closes: '20:00' },
      { days: ['Saturday'], opens: '08:00', closes: '17:00' },
      { days: ['Sunday'], opens: '09:00', closes: '15:00' },
    ],
    'America/New_York',
    [
      { date: '2026-12-24', name: 'Christmas Eve', opens: '07:00', closes: '13:00' },
      { date: '2026-12-25', name: 'Christmas Day', closed: true },
    ],
  )
  const slots = [
    { value: 'morning', starts: '08:00', ends: '11:00' },
    { value: 'midday', starts: '11:00', ends: '14:00' },
    { value: 'afternoon', starts: '14:00', ends: '17:00' },
    { value: 'evening', starts: '17:00', ends: '20:00' },
  ]

  it('says closed on a day closed, by its name, and when the phones are next answered', () => {
    // Friday 2026-12-25, 10 am in Florida (15:00 UTC): an ordinary Friday would be open.
    expect(openStatus(holidays, Date.parse('2026-12-25T15:00:00Z')).text).toMatch(
      /^Closed for Christmas Day · opens Saturday at 8 am/,
    )
    expect(nextOpening(holidays, Date.parse('2026-12-25T15:00:00Z'))).toBe('tomorrow from 8 am')
    // The evening before, after its early close: the next opening skips Christmas.
    expect(nextOpening(holidays, Date.parse('2026-12-24T19:00:00Z'))).toBe('Saturday from 8 am')
    expect(openStatus(holidays, Date.parse('2026-12-24T16:00:00Z')).text).toMatch(
      /^Open now · closes at 1 pm( EST)? \(Christmas Eve\)$/,
    )
  })

  it('offers the arrival windows within the day’s hours only: none on a day closed, none on Sunday evening', () => {
    const offered = (date: string) => slotsOpenOn(holidays, date, slots).map((slot) => slot.value)
    expect(offered('2026-12-21')).toEqual(['morning', 'midday', 'afternoon', 'evening'])
    expect(offered('2026-12-24')).toEqual(['morning', 'midday'])
    expect(offered('2026-12-25')).toEqual([])
    expect(offered('2026-12-27')).toEqual(['morning', 'midday', 'afternoon'])
    expect(hoursOn(holidays, '2026-12-25')).toEqual({ hours: null, special: 'Christmas Day' })
    expect(hoursOn(week, '2026-12-27')).toEqual({ hours: null, special: null })
  })

  it('gives the booking form its days worked out: the windows open and what is said under a day', () => {
    const days = bookingDays(holidays, slots)
    expect(bookingDayOf(days, '2026-12-25')).toEqual({
      open: [],
      said: 'We are closed on Friday, December 25 (Christmas Day): please choose another day.',
    })
    expect(bookingDayOf(days, '2026-12-24')).toEqual({
      open: ['morning', 'midday'],
      said: 'Christmas Eve: open 7 am to 1 pm that day.',
    })
    expect(bookingDayOf(days, '2027-01-03')).toEqual({ open: ['morning', 'midday', 'afternoon'], said: '' })
    expect(bookingDayOf(bookingDays(week, slots), '2027-01-03')).toEqual({
      open: [],
      said: 'We are closed on Sundays: please choose another day.',
    })
  })
})
