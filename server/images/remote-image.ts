import { lookup as dnsLookup } from 'node:dns/promises'
import { request, type RequestOptions } from 'node:https'
import type { IncomingMessage } from 'node:http'
import { isIP } from 'node:net'
import { publicHttpsOnly, type ConnectPolicy } from './address-policy.ts'
import { looksLikeImage } from './sniff.ts'

/** A host's addresses, as DNS gives them. */
export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>

/**
 * How the check reaches other sites. Tests only replace it, to reach a local HTTPS server through a
 * stub resolver, a policy that admits that server's port, and its certificate authority.
 */
export interface ImageNetwork {
  lookup: Resolve
  allow: ConnectPolicy
  ca?: string
}

export const realNetwork: ImageNetwork = {
  lookup: (hostname) => dnsLookup(hostname, { all: true, verbatim: true }),
  allow: publicHttpsOnly,
}

/** Redirects followed, each checked like the first address; one more is a refusal. */
export const MAX_REDIRECTS = 3

/** Enough of a body for sniff.ts to tell an image (an SVG's first element may sit after a preamble). */
const SNIFF_BYTES = 1024

const REDIRECTS = new Set([301, 302, 303, 307, 308])

/** Why an address was refused: for the operator's log, never for the editor. */
export class RemoteRefusal extends Error {}

/**
 * Fetches the first bytes of another site's image, and refuses (throws) unless they are an image.
 */
export async function fetchImageHead(address: string, network: ImageNetwork, signal: AbortSignal): Promise<void> {
  const response = await fencedGet(address, network, signal, {
    Accept: 'image/avif,image/webp,image/*;q=0.9,*/*;q=0.5',
  })
  try {
    const head = await firstBytes(response, signal)
    if (!looksLikeImage(head))
      throw new RemoteRefusal(`${address} is not an image (${response.headers['content-type'] ?? 'no type'})`)
  } finally {
    response.destroy()
  }
}

/**
 * GETs an address a person typed (an image's, a map's tiles) and resolves with its 200 response, or
 * refuses (throws). Every hop is an https address whose host resolves only to addresses the policy
 * admits; the connection goes to the very address that was checked (an IP, so there is no second
 * DNS answer to swap it), with the host name for SNI and the certificate. Redirects are followed by
 * hand. The caller reads the body, and destroys the response.
 */
export async function fencedGet(
  address: string,
  network: ImageNetwork,
  signal: AbortSignal,
  headers: Record<string, string>,
): Promise<IncomingMessage> {
  let url = new URL(address)
  for (let redirects = 0; ; redirects++) {
    const target = await connectable(url, network, signal)
    const response = await get(url, target, network.ca, signal, headers)
    if (response.statusCode === 200) return response
    response.destroy()
    if (!REDIRECTS.has(response.statusCode!)) throw new RemoteRefusal(`${url} answered ${response.statusCode}`)
    const location = response.headers.location
    if (!location) throw new RemoteRefusal(`${url} answered ${response.statusCode} without a Location`)
    if (redirects === MAX_REDIRECTS) throw new RemoteRefusal(`${address} redirects more than ${MAX_REDIRECTS} times`)
    url = new URL(location, url)
  }
}

/**
 * The address to connect to for a URL, once the scheme, the port and every address of its host
 * pass: for an image, and for a lead's public webhook or forwarder (server/leads/deliver.ts).
 */
export async function connectable(url: URL, network: ImageNetwork, signal: AbortSignal) {
  if (url.protocol !== 'https:') throw new RemoteRefusal(`${url} is not an https address`)
  if (url.username || url.password) throw new RemoteRefusal(`${url} carries a user name or password`)
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1')
  const port = Number(url.port || 443)
  const family = isIP(hostname)
  const addresses = family ? [{ address: hostname, family }] : await beforeDeadline(network.lookup(hostname), signal)
  if (addresses.length === 0) throw new RemoteRefusal(`${hostname} has no address`)
  const refused = addresses.find(({ address }) => !network.allow(address, port))
  if (refused)
    throw new RemoteRefusal(`${url} leads to ${refused.address} port ${port}, which is not a public https host`)
  return addresses[0]!
}

function get(
  url: URL,
  target: { address: string; family: number },
  ca: string | undefined,
  signal: AbortSignal,
  headers: Record<string, string>,
) {
  return pinnedRequest(url, target, { method: 'GET', headers, ca, signal })
}

/**
 * An https request to the very address `connectable` checked (no second DNS answer), with the host
 * name for SNI, the certificate and the Host header; resolves with the answer's head.
 */
export function pinnedRequest(
  url: URL,
  target: { address: string; family: number },
  {
    method,
    headers,
    body,
    ca,
    signal,
  }: {
    method: string
    headers: Record<string, string>
    body?: string
    ca?: string
    signal: AbortSignal
  },
) {
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1')
  const options: RequestOptions = {
    method,
    host: target.address,
    family: target.family,
    port: Number(url.port || 443),
    path: `${url.pathname}${url.search}`,
    servername: isIP(hostname) ? '' : hostname,
    headers: { ...headers, Host: url.host },
    agent: false,
    signal,
    ...(ca ? { ca } : {}),
  }
  return new Promise<IncomingMessage>((resolve, reject) => {
    request(options, resolve).on('error', reject).end(body)
  })
}

/** The start of a body and no more: an image address may name a large file, or one that never ends. */
function firstBytes(response: IncomingMessage, signal: AbortSignal): Promise<Buffer> {
  const chunks: Buffer[] = []
  let length = 0
  return beforeDeadline(
    new Promise<Buffer>((resolve, reject) => {
      const done = () => resolve(Buffer.concat(chunks).subarray(0, SNIFF_BYTES))
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk)
        length += chunk.length
        if (length >= SNIFF_BYTES) done()
      })
      response.on('end', done).on('error', reject)
    }),
    signal,
  )
}

/** A promise that fails once the check's time is up, whatever it was waiting for. */
function beforeDeadline<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timeUp = () => reject(new RemoteRefusal('no image within the time allowed'))
    if (signal.aborted) return timeUp()
    signal.addEventListener('abort', timeUp, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', timeUp))
  })
}
