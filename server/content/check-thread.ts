import { parentPort } from 'node:worker_threads'
import { checkContent } from '../../content-loader/load.ts'
import { inContent } from '../../content-loader/read.ts'
import type { CheckReply, CheckRequest } from './checker.ts'

/** The content check's thread (server/content/checker.ts): checks one draft content folder per message. */
const port = parentPort!
port.on('message', ({ id, dir, changed }: CheckRequest) => {
  try {
    const { problems } = checkContent(dir, { changed })
    port.postMessage({
      id,
      problems: problems.map((problem) => ({ ...problem, file: inContent(dir, problem.file) })),
    } satisfies CheckReply)
  } catch (error) {
    port.postMessage({ id, error: String((error as Error)?.stack ?? error) } satisfies CheckReply)
  }
})
port.postMessage('ready')
