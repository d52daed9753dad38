/**
 * Crawlers and speed tests that run a page's script: their visits are not visitors'. (Headless
 * browsers are not named: a page's last beacon, sent as it is left, can carry the browser's own
 * user agent rather than one a test or a tool set for the page.)
 */
const ROBOT = /bot\b|crawl|spider|slurp|lighthouse|pagespeed|prerender/i

/**
 * Whether a request may be counted for Reports: not from a browser that asks not to be tracked
 * (DNT: 1, Sec-GPC: 1), whatever its page sent, nor from a robot. Beacons (routes/events.ts) and
 * the forms sent (routes/leads.ts) are both judged by it.
 */
export function countable(header: (name: string) => string | undefined): boolean {
  return header('dnt') !== '1' && header('sec-gpc') !== '1' && !ROBOT.test(header('user-agent') ?? '')
}
