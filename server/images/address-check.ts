import { open, stat } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import { currentBuild } from '../../shared/build-output.ts'
import { readEnv } from '../../shared/env.ts'
import { HttpError } from '../http-errors.ts'
import type { Logger } from '../log.ts'
import { fetchImageHead, realNetwork, type ImageNetwork } from './remote-image.ts'
import { looksLikeImage } from './sniff.ts'

/** How long another site has, over all its redirects, to start sending an image. */
export const CHECK_TIMEOUT_MS = 5_000

/** All an editor is told when another site's address fails: nothing about its ports, TLS or answers. */
export const NOT_AN_IMAGE =
  'That address did not give us an image. Upload the picture instead, or choose one already on the site.'

export interface AddressCheckOptions {
  /** The build whose files the site serves (BUILD_DIR by default, as server/app.ts). */
  buildDir?: string
  timeoutMs?: number
  /** The site's own address (SITE_URL): an address on it is looked up in the build, never fetched. */
  siteUrl?: string
  /** Where the real reason another site's address was refused goes, for the operator. */
  log?: Logger
  /** Tests only: reach a local HTTPS server. Production never passes it: real DNS, public https hosts only. */
  network?: ImageNetwork
}

const refuse = (message: string) => new HttpError(400, `image: ${message}`)

/**
 * Refuses an image address that would show visitors a broken image, before a post is saved with it.
 * A path on this site is looked up among the current build's files, the ones the server sends at
 * that path: no request to itself, which it may not know how to reach behind a proxy. Uploads
 * (/media/) are checked against the images table when the post is written (server/blog/posts.ts).
 *
 * Another site's address is kept, rather than dropped for uploads alone: a post saved with one stays
 * editable (an edit checks the address again), an editor may still point at a supplier's photo, and
 * the refusal points to the upload and the picker. Since the server fetches it on an editor's word,
 * the fetch is fenced (server/images/remote-image.ts): https only, public addresses on port 443 only,
 * checked on every redirect, the first bytes only, within a few seconds.
 */
export async function checkImageAddress(address: string, options: AddressCheckOptions = {}): Promise<void> {
  if (address.startsWith('/media/')) return
  if (address.startsWith('/')) return checkSiteFile(address, options.buildDir)
  const onSite = pathOnSite(address, options.siteUrl)
  if (onSite) return checkImageAddress(onSite, options)
  try {
    await fetchImageHead(
      address,
      options.network ?? realNetwork,
      AbortSignal.timeout(options.timeoutMs ?? CHECK_TIMEOUT_MS),
    )
  } catch (error) {
    const reason = (error as Error)?.message || String(error)
    options.log?.({ level: 'warn', msg: 'image address refused', address, reason })
    throw refuse(NOT_AN_IMAGE)
  }
}

/** The path of an address on the site's own origin (SITE_URL), else null. */
function pathOnSite(address: string, siteUrl?: string): string | null {
  if (!siteUrl) return null
  try {
    const url = new URL(address)
    return url.origin === new URL(siteUrl).origin ? `${url.pathname}${url.search}` : null
  } catch {
    return null
  }
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
