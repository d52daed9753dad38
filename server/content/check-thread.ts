import { setPriority } from 'node:os'
import { parentPort } from 'node:worker_threads'
import { checkContent } from '../../content-loader/load.ts'
import { inContent } from '../../content-loader/read.ts'
import type { CheckReply, CheckRequest } from './checker.ts'

/** The content check's thread (server/content/checker.ts): checks one draft content folder per message. */
const port = parentPort!
// Below the server's own thread in the scheduler (on Linux the priority of pid 0 is this thread's):
// on a busy machine a long check takes the processor time requests leave, not the other way round.
try {
  setPriority(0, 10)
} catch {
  // Not permitted here: the thread runs at the server's priority.
}
port.on('message', ({ id, dir, changed }: CheckRequest) => {
  try {
    const { problems } = checkContent(dir, undefined, { changed })
    port.postMessage({
      id,
      problems: problems.map((problem) => ({ ...problem, file: inContent(dir, problem.file) })),
    } satisfies CheckReply)
  } catch (error) {
    port.postMessage({ id, error: String((error as Error)?.stack ?? error) } satisfies CheckReply)
  }
})
port.postMessage('ready')
