/**
 * A session's device in words, from its User-Agent: "Chrome on Windows", "Safari on iPhone",
 * "Firefox on Linux". Enough for someone to recognise their own phone or laptop in a list; not a
 * fingerprint. Order matters: Edge, Opera and Samsung Internet also say "Chrome", and every
 * browser on iOS says "Safari".
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\bChrome\/|\bHeadlessChrome\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
]

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMacintosh\b|\bMac OS X\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
]

const first = (table: [RegExp, string][], text: string) => table.find(([pattern]) => pattern.test(text))?.[1]

export function describeDevice(userAgent: string): string {
  const browser = first(BROWSERS, userAgent)
  const system = first(SYSTEMS, userAgent)
  if (browser && system) return `${browser} on ${system}`
  if (browser) return browser
  if (system) return `A browser on ${system}`
  // A program rather than a browser (curl, a script): its own name, as it gives it.
  const program = /^[A-Za-z][\w.-]{0,39}/.exec(userAgent.trim())?.[0]
  return program ?? 'Unknown device'
}
