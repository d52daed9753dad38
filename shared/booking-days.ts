/**
 * The booking form's days as the page carries them, worked out where the page is made
 * (shared/open-now.ts bookingDays) so that the form's own script needs none of the hours' rules,
 * and shares no module with the script every page loads: for Sunday to Saturday, the arrival
 * windows open and what is said under a day with none; for each special day, the same.
 */
export interface BookingDays {
  week: { open: string[]; said: string }[]
  special: Record<string, { open: string[]; said: string }>
}

/** The booking form's day `date` (YYYY-MM-DD): the windows open that day, and what is said under it. */
export function bookingDayOf(days: BookingDays, date: string): { open: string[]; said: string } {
  return days.special[date] ?? days.week[new Date(`${date}T12:00:00Z`).getUTCDay()]!
}
