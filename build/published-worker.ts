import { setPriority } from 'node:os'
import { pruneBuilds } from './builds.ts'
import { drawPendingCards } from './share-cards.ts'

/**
 * `node build/published-worker.ts <build folder> BUILD_DIR`: what is left once a build is live, at
 * the lowest priority, so that the next publication's pages come first. It draws the share cards the
 * build's pages name that no build had drawn (build/share-cards.ts; says how many), then removes all
 * but the newest few builds (build/builds.ts): at 5,000 pages a build folder is half a second of the
 * machine's time to delete. `npm run build` waits for the cards, so that the folder is complete when
 * the command ends (but with `--cards-later`, as `npm start` runs it), and not for the pruning; the
 * drawing ends if `npm run build` does, which a publication does not wait for.
 * Set before the first picture is drawn: the threads that draw it take this priority as they are made.
 */
setPriority(19)
// Ended with `npm run build`, unless that left it to go on alone (`--cards-later`, without a channel).
const buildGone = () => process.exit(1)
if (process.connected) process.on('disconnect', buildGone)
const [dir, buildDir] = process.argv.slice(2) as [string, string]
const drawn = await drawPendingCards(dir, buildDir)
// The build ends once its cards are drawn; pruning goes on after it.
process.off('disconnect', buildGone)
if (process.connected) process.send!(drawn)
await pruneBuilds(buildDir)
