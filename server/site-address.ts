import { builtFor, currentBuildIfAny } from '../shared/build-output.ts'
import type { ServerContext } from './context.ts'

/**
 * The address the served build's pages name (SITE_URL when it was built). What the server writes
 * itself (the blog's pages, the feed) names the same one, so a visitor or a search engine never
 * sees two; when it is not this server's address, addressMismatch() says so at start and on the
 * dashboard. A build made before builds recorded their address, or none (`npm run dev` with no
 * build), names the server's.
 */
export function publicAddress(ctx: Pick<ServerContext, 'buildDir' | 'siteUrl'>): string {
  const build = currentBuildIfAny(ctx.buildDir)
  return (build && builtFor(build)) ?? ctx.siteUrl
}

/** Whether an address is one only this computer reaches: localhost, 127.x, [::1]. */
export function isLocalAddress(address: string): boolean {
  const host = new URL(address).hostname
  return host === 'localhost' || host.endsWith('.localhost') || host.startsWith('127.') || host === '[::1]'
}

/**
 * What is wrong when a build's pages name another address than the one the server answers at, in
 * words the person who runs the server can act on; null when they agree.
 */
export function addressMismatch(built: string | null, serving: string): string | null {
  if (built === null || built === serving) return null
  return (
    `The build being served was made for ${built}, but this server's address is ${serving}: ` +
    `its pages, sitemap.xml and robots.txt name ${built}, and so does the blog. ` +
    `Build again with SITE_URL=${serving} npm run build (the server serves the new build without a restart), ` +
    `or set SITE_URL to the address the site really has.`
  )
}
