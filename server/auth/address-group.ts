import { isIPv4, isIPv6 } from 'node:net'

/**
 * The group of client addresses that sign-in limits count as one client: an IPv4 address as it
 * is; an IPv6 address by its /64, the block one household or server is given (it can rotate
 * through the rest at will); an IPv4 address mapped into IPv6 (::ffff:a.b.c.d, as a dual-stack
 * socket reports IPv4 clients) as that IPv4 address; and every loopback address (127.0.0.0/8 and
 * ::1, this machine or a proxy on it with TRUST_PROXY unset) as one.
 */
export function addressGroup(ip: string | undefined): string {
  const address = (ip ?? '').replace(/%.*$/, '').toLowerCase()
  if (isIPv4(address)) return address.startsWith('127.') ? 'loopback' : address
  if (!isIPv6(address)) return address || 'unknown'
  const hextets = expandIPv6(address)
  if (hextets.slice(0, 5).every((part) => part === 0) && hextets[5] === 0xffff)
    return addressGroup([hextets[6]! >> 8, hextets[6]! & 255, hextets[7]! >> 8, hextets[7]! & 255].join('.'))
  if (hextets.every((part, i) => part === (i === 7 ? 1 : 0))) return 'loopback'
  return `${hextets
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`
}

/** The eight 16-bit parts of a valid IPv6 address, "::" filled in and a dotted IPv4 tail counted as two. */
function expandIPv6(address: string): number[] {
  const parts = (text: string) =>
    text === ''
      ? []
      : text.split(':').flatMap((part) => {
          if (!part.includes('.')) return [parseInt(part, 16)]
          const [a, b, c, d] = part.split('.').map(Number) as [number, number, number, number]
          return [(a << 8) | b, (c << 8) | d]
        })
  const [head, tail] = address.split('::') as [string, string | undefined]
  if (tail === undefined) return parts(head)
  const before = parts(head)
  const after = parts(tail)
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after]
}
