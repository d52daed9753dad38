import { parentPort } from 'node:worker_threads'
import { formatMarkdown } from './markdown.ts'
import type { FormatReply, FormatRequest } from './markdown-renderer.ts'

/** The formatting thread (server/blog/markdown-renderer.ts): formats one post body per message. */
const port = parentPort!
port.on('message', ({ id, markdown }: FormatRequest) => {
  port.postMessage({ id, ...formatMarkdown(markdown) } satisfies FormatReply)
})
port.postMessage('ready')
