import { setPriority } from 'node:os'
import { pruneBuilds } from './builds.ts'
import { drawPendingCards } from './share-cards.ts'

/**
 * `node build/published-worker.ts <build folder> BUILD_DIR`: what is left once a build is live, at
 * the lowest priority (set before any picture is drawn: libvips's threads take it as they are made).
 * It draws the share cards not drawn yet (says how many), then prunes old builds. `npm run build`
 * waits for the cards (but with `--cards-later`), not for the pruning.
 */
setPriority(19)
// Ended with `npm run build`, unless that left it to go on alone (`--alone`: `--cards-later`, or nothing to
// draw); a build killed before this process looked at its channel is gone all the same.
const buildGone = () => process.exit(1)
if (!process.argv.includes('--alone')) {
  process.on('disconnect', buildGone)
  if (!process.connected) buildGone()
}
const [dir, buildDir] = process.argv.slice(2) as [string, string]
const drawn = await drawPendingCards(dir, buildDir)
// The build ends once its cards are drawn; pruning goes on after it.
process.off('disconnect', buildGone)
if (process.connected) process.send!(drawn)
await pruneBuilds(buildDir)
