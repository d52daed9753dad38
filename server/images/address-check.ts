import { open, stat } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import { currentBuild } from '../../shared/builds.mjs'
import { readEnv } from '../../shared/env.mjs'
import { HttpError } from '../http-errors.ts'
import { looksLikeImage } from './sniff.ts'

/** How long another site has to answer before the address is refused. */
export const CHECK_TIMEOUT_MS = 5_000

export interface AddressCheckOptions {
  /** The build whose files the site serves (BUILD_DIR by default, as server/app.ts). */
  buildDir?: string
  timeoutMs?: number
  /**
   * The site's own address (SITE_URL). A plain http address on this computer (localhost) loads
   * only for someone browsing a site that is on this computer too: it is refused on any other site.
   */
  siteUrl?: string
}

const LOOPBACK_HTTP = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])[:/]/

const refuse = (message: string) => new HttpError(400, `image: ${message}`)

/**
 * Refuses an image address that would show visitors a broken image, before a post is saved with it.
 * A path on this site is looked up among the current build's files, the ones the server sends at
 * that path: no request to itself, which it may not know how to reach behind a proxy. Another
 * site's address is fetched, and must answer an image within a few seconds. Uploads (/media/) are
 * checked against the images table when the post is written (server/blog/posts.ts).
 */
export async function checkImageAddress(address: string, options: AddressCheckOptions = {}): Promise<void> {
  if (address.startsWith('/media/')) return
  if (address.startsWith('/')) return checkSiteFile(address, options.buildDir)
  if (LOOPBACK_HTTP.test(address) && !(options.siteUrl && LOOPBACK_HTTP.test(`${options.siteUrl}/`)))
    throw refuse(`${address} is on the server's own computer, which visitors cannot reach: use an https address`)
  return checkRemote(address, options.timeoutMs ?? CHECK_TIMEOUT_MS)
}

async function checkSiteFile(address: string, buildDir?: string): Promise<void> {
  const link = buildDir ?? readEnv(process.env, ['BUILD_DIR']).BUILD_DIR
  let build: string
  try {
    build = currentBuild(link)
  } catch {
    build = resolve(link) // no build yet: nothing on the site is found
  }
  const client = resolve(build, 'client')
  let path: string
  try {
    path = resolve(join(client, decodeURIComponent(new URL(address, 'http://site').pathname)))
  } catch {
    throw refuse(`${address} is not a valid address`)
  }
  const found = path.startsWith(client + sep) && (await stat(path).catch(() => null))?.isFile()
  if (!found) throw refuse(`${address} was not found on this site (404); check the address or upload the image`)
  const file = await open(path, 'r')
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(1024), 0, 1024, 0)
    if (!looksLikeImage(buffer.subarray(0, bytesRead))) throw refuse(`${address} is a file on this site, not an image`)
  } finally {
    await file.close()
  }
}

async function checkRemote(address: string, timeoutMs: number): Promise<void> {
  const signal = AbortSignal.timeout(timeoutMs)
  let response: Response
  try {
    response = await fetch(address, {
      signal,
      redirect: 'follow',
      headers: { Accept: 'image/avif,image/webp,image/*;q=0.9,*/*;q=0.5' },
    })
  } catch (error) {
    throw unreachable(address, error, signal, timeoutMs)
  }
  try {
    if (!response.ok)
      throw refuse(`${address} answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`)
    const type = response.headers.get('content-type')?.split(';')[0]?.trim() || 'no type'
    const head = await firstBytes(response, 1024).catch((error: unknown) => {
      throw unreachable(address, error, signal, timeoutMs)
    })
    if (!type.startsWith('image/') && !looksLikeImage(head))
      throw refuse(`${address} is not an image (it answered ${type})`)
  } finally {
    await response.body?.cancel().catch(() => {})
  }
}

function unreachable(address: string, error: unknown, signal: AbortSignal, timeoutMs: number): HttpError {
  if (signal.aborted) return refuse(`${address} did not answer within ${timeoutMs / 1000} seconds`)
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause
  const reason = cause?.code ?? cause?.message ?? (error as Error)?.message ?? String(error)
  return refuse(`${address} could not be reached (${reason})`)
}

/** Reads the start of a body and no more: an image address may name a large file. */
async function firstBytes(response: Response, count: number): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array()
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let length = 0
  while (length < count) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    length += value.length
  }
  reader.releaseLock()
  return Buffer.concat(chunks).subarray(0, count)
}
