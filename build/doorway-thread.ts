import { parentPort, workerData } from 'node:worker_threads'
import { alikeIndexes, type ComparedCity } from '../content-loader/checks/doorway.ts'

/**
 * The doorway check's comparison of every city's text with every other's, in a thread of the
 * build's content check (build/check.ts starts it): it runs on the second core while the
 * check writes the checked content and the pages render. It answers the pairs alike, as places in
 * the list it was given; the check reports them.
 */
parentPort!.postMessage(alikeIndexes(workerData as ComparedCity[]))
