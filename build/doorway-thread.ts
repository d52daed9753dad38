import { parentPort, workerData } from 'node:worker_threads'
import { alikeIndexes, type ComparedCity } from '../content-loader/checks/doorway.ts'

/**
 * The doorway check's comparison of every city's text with every other's, in a thread the build's
 * content check starts (build/check.ts), on the second core while the check writes the content and
 * the pages render. It answers the pairs alike, as places in the list it was given.
 */
parentPort!.postMessage(alikeIndexes(workerData as ComparedCity[]))
