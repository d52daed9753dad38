import { begin } from '../build/begin.ts'
import { build, BuildFailed } from '../build/index.ts'
import { watchContent } from '../build/watch.ts'
import { readEnv } from '../shared/env.ts'

/**
 * `npm run build`: builds the site and publishes it as BUILD_DIR (build/index.ts; how it works:
 * build/README.md). `-- --full` renders every page, `-- --verbose` also lists Vite's bundle files,
 * `-- --watch` builds again on every save under the content folder, `-- --cards-later` ends once the
 * pages are live and leaves the new share cards to a process of their own (`npm start`). The server's publisher starts it
 * with `--standby` ahead of a publication, and tells it when to build.
 */
const settings = readEnv(process.env, ['CONTENT_DIR', 'SITE_URL'])
// Said on every build, before anything else, while SITE_URL is unset: search engines believe what the
// pages say their address is, and a public site built so would send them to localhost.
if (!process.env.SITE_URL)
  console.warn(
    [
      `WARNING: SITE_URL is not set, so this build writes ${settings.SITE_URL} as the site's address`,
      '  in every canonical link, og:url, sitemap.xml and robots.txt. That is right only on this computer.',
      '  For the public site, build with its address: SITE_URL=https://www.your-domain.com npm run build',
      '',
    ].join('\n'),
  )
const options = {
  full: process.argv.includes('--full'),
  verbose: process.argv.includes('--verbose'),
  cardsLater: process.argv.includes('--cards-later'),
}
if (process.argv.includes('--watch')) await watchContent(settings.CONTENT_DIR, { verbose: options.verbose })
try {
  // Started by the server's publisher (server/content/publisher.ts), with a channel to it: the build's
  // progress and result go there, and the build stops if the server does.
  const publisher = process.send ? process : null
  // Started ahead of a publication (`--standby`): the build's first processes begin now, and the
  // build itself once the publisher says `go` (build/begin.ts).
  const begun = publisher && process.argv.includes('--standby') ? begin(options.verbose, Infinity) : undefined
  const serverGone = () => {
    begun?.stop()
    process.exit(1)
  }
  publisher?.on('disconnect', serverGone)
  // Gone before this process listened: the event was missed.
  if (publisher && !publisher.connected) serverGone()
  if (begun) await new Promise((go) => publisher!.once('message', go))
  const { cards, ...result } = await build(
    { ...options, onProgress: publisher ? (rendered, total) => publisher.send!({ rendered, total }) : undefined },
    begun,
  )
  // The pages are live: the publisher hears so now, while the share cards they name are drawn.
  if (publisher) {
    await new Promise((resolve) => publisher.send!({ result }, undefined, undefined, resolve))
    publisher.off('disconnect', serverGone)
    if (publisher.connected) publisher.disconnect()
  }
  const drawn = await cards
  if (options.verbose && drawn) console.log(drawn)
} catch (error) {
  // The check or a render process has said what went wrong; anything else is said here.
  const cause = error instanceof BuildFailed ? error.cause : error
  if (cause) console.error(cause)
  process.exit(1)
}
