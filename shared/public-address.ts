import { isIP } from 'node:net'

/*
 * Whether an address is a public one, for the server's fetches of addresses people type (an image,
 * server/images/address-policy.ts; a lead's forwarder, server/leads/forward-address.ts; map tiles,
 * server/routes/tiles.ts) and for the content check of a forwarder and a tile address
 * (content-loader/checks/forms.ts, map-tiles.ts).
 */

/** IPv4 blocks no public host is in: this network, private, CGNAT, loopback, link-local, reserved, documentation, multicast. */
const NOT_PUBLIC_V4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
]

const toNumber = (bytes: number[]) => bytes.reduce((value, byte) => value * 256 + byte, 0)
const v4Bytes = (address: string) => address.split('.').map(Number)
const blocksV4 = NOT_PUBLIC_V4.map(([start, bits]) => ({ start: toNumber(v4Bytes(start)), size: 2 ** (32 - bits) }))

function isPublicV4(bytes: number[]): boolean {
  const value = toNumber(bytes)
  return !blocksV4.some(({ start, size }) => value >= start && value < start + size)
}

/**
 * IPv6: a global unicast address (2000::/3) outside the documentation and Teredo blocks; a form
 * that carries an IPv4 address (mapped, compatible, NAT64, 6to4) is judged by that IPv4 address.
 * Everything else (::, ::1, unique-local fc00::/7, link-local fe80::/10, multicast ff00::/8) is refused.
 */
function isPublicV6(bytes: number[]): boolean {
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((byte) => byte === 0)
  const embedded = (at: number) => isPublicV4(bytes.slice(at, at + 4))
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return embedded(12)
  if (zeros(0, 12)) return embedded(12)
  const group = (index: number) => bytes[index * 2]! * 256 + bytes[index * 2 + 1]!
  if (group(0) === 0x64 && group(1) === 0xff9b && zeros(4, 12)) return embedded(12)
  if (group(0) === 0x2002) return embedded(2)
  if (group(0) === 0x2001 && (group(1) === 0 || group(1) === 0xdb8)) return false
  if (group(0) >= 0x3fff && group(0) < 0x4000) return false
  return (bytes[0]! & 0xe0) === 0x20
}

/** The 16 bytes of an IPv6 address that isIP() accepted; null for one with a zone (%eth0). */
function v6Bytes(address: string): number[] | null {
  if (address.includes('%')) return null
  let text = address
  const tail = text.slice(text.lastIndexOf(':') + 1)
  if (tail.includes('.')) {
    const [a, b, c, d] = v4Bytes(tail) as [number, number, number, number]
    text = `${text.slice(0, text.length - tail.length)}${(a * 256 + b).toString(16)}:${(c * 256 + d).toString(16)}`
  }
  const [left, right] = text.split('::') as [string, string | undefined]
  const leftGroups = left ? left.split(':') : []
  const rightGroups = right ? right.split(':') : []
  const groups =
    right === undefined
      ? leftGroups
      : [...leftGroups, ...Array<string>(8 - leftGroups.length - rightGroups.length).fill('0'), ...rightGroups]
  return groups.flatMap((group) => {
    const value = parseInt(group, 16)
    return [value >> 8, value & 0xff]
  })
}

/** Whether an address (as DNS or a URL gives it) is a public one: not this computer's, nor a private network's. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[(.*)\]$/, '$1')
  const version = isIP(bare)
  if (version === 4) return isPublicV4(v4Bytes(bare))
  if (version !== 6) return false
  const bytes = v6Bytes(bare)
  return bytes !== null && isPublicV6(bytes)
}

/** Why a URL's host is not one the server may reach (null when it may): this computer, or an IP outside the public internet. */
function hostProblem(url: URL, what: string): string | null {
  const host = url.hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase()
  if (host === 'localhost' || host.endsWith('.localhost'))
    return `names this computer (${host}): ${what} must be a public address`
  if (isIP(host) && !isPublicAddress(host))
    return `names a private, loopback or link-local address (${host}): ${what} must be a public address`
  return null
}

/**
 * Why an address typed for a lead's forwarder or webhook cannot be one (null when it can): it must
 * be https, and its host neither this computer (`localhost`) nor an IP address outside the public
 * internet. A host name's addresses are checked again when a lead is sent (DNS can name anything).
 */
export function forwardAddressProblem(address: string): string | null {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return 'must be a web address, like https://formsubmit.co/office@example.com'
  }
  if (url.protocol !== 'https:')
    return `must be an https address (this one is ${url.protocol.slice(0, -1)}): leads carry names and phone numbers`
  return hostProblem(url, 'a forwarder')
}

/**
 * Why a map's tile address (a template with {z}, {x}, {y} and maybe {s}) cannot be one (null when it
 * can): the server fetches tiles from it for anonymous visitors (server/routes/tiles.ts), so it
 * must be a public https host on the https port, as that fetch checks again at connect time for
 * the addresses a host name resolves to.
 */
export function tileAddressProblem(template: string): string | null {
  let url: URL
  try {
    url = new URL(template.replaceAll('{s}', 'a').replace(/\{[xyz]\}/g, '0'))
  } catch {
    return 'must be a web address, like https://tile.openstreetmap.org/{z}/{x}/{y}.png'
  }
  if (url.protocol !== 'https:') return `must be an https address (this one is ${url.protocol.slice(0, -1)})`
  if (url.username || url.password) return 'must not carry a user name or password'
  if (url.port && url.port !== '443')
    return `names port ${url.port}: the server fetches map tiles on the https port (443) only`
  return hostProblem(url, 'a tile server')
}
