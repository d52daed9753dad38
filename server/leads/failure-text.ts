/**
 * Why an attempt failed, in words an owner can act on. Email failures are recorded in words already
 * (server/leads/smtp.ts); a webhook's or forwarder's are an HTTP status or a network error code.
 */
export function failureText(error: string | null, statusCode: number | null): string {
  if (statusCode !== null) {
    const why =
      statusCode === 404 || statusCode === 410
        ? 'there is no such address there: check it in Settings'
        : statusCode === 401 || statusCode === 403
          ? 'it refused to take it: check the address and that service’s own settings'
          : statusCode >= 500
            ? 'a problem on its side; it is retried'
            : 'it did not take it'
    return `The receiver answered HTTP ${statusCode}: ${why}`
  }
  if (!error) return 'It failed for no reason given'
  const timeout = /^timeout after (\d+) ms$/.exec(error)
  if (timeout) return `The receiver did not answer within ${Number(timeout[1]) / 1000} seconds`
  if (error === 'ECONNREFUSED') return 'Nothing answered at that address (connection refused)'
  if (error === 'ENOTFOUND') return 'No such host: check the address in Settings'
  if (/^E[A-Z]+$/.test(error)) return `Could not reach the receiver (${error})`
  return error
}
