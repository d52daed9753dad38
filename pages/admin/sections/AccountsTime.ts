/** Times on the account and session screens, in the reader's own time zone. */
export const dateTime = (ms: number) =>
  new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

export const date = (ms: number) => new Date(ms).toLocaleDateString(undefined, { dateStyle: 'medium' })

/**
 * How long ago, for "last seen": the server writes it every five minutes at most, so anything
 * more recent is "in the last 5 minutes"; after a day, the date and time.
 */
export function ago(ms: number, now: number): string {
  const minutes = Math.floor((now - ms) / 60_000)
  if (minutes < 5) return 'in the last 5 minutes'
  if (minutes < 60) return `${minutes} minutes ago`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`
  return dateTime(ms)
}
