import { parentPort } from 'node:worker_threads'
import { HttpError } from '../http-errors.ts'
import { ContentAnswer } from './changes.ts'
import { edited, newFileText } from './edits.ts'
import { readData } from './entries.ts'
import { changedValues } from './field-changes.ts'
import type { EditReply, EditRequest } from './editor.ts'

/**
 * The YAML edit's thread (server/content/editor.ts): reads a file's text and makes its new text from
 * the form's values, one message at a time. A refusal (a 422 naming the field, the file unreadable)
 * goes back as the answer it is.
 */
const port = parentPort!
port.on('message', ({ id, text, values, file, fresh }: EditRequest) => {
  try {
    if (fresh && values) {
      port.postMessage({ id, before: {}, after: { text: newFileText(values, fresh.schemaLine) } } satisfies EditReply)
      return
    }
    const before = readData(text, file)
    if (values === null) {
      port.postMessage({ id, before, after: { text } } satisfies EditReply)
      return
    }
    let after: { text: string } | { refused: Refusal }
    try {
      after = { text: edited(text, values, file) }
    } catch (error) {
      after = { refused: refusal(error) }
    }
    // What a person changed, field by field, for history: worked out here, off the server's own thread.
    const fields = changedValues(before, values).map((change) => ({ ...change, file }))
    port.postMessage({ id, before, fields, after } satisfies EditReply)
  } catch (error) {
    port.postMessage({ id, refused: refusal(error) } satisfies EditReply)
  }
})
port.postMessage('ready')

function refusal(error: unknown): Refusal {
  if (error instanceof ContentAnswer) return { status: error.status, body: error.body }
  if (error instanceof HttpError) return { status: error.status, message: error.message }
  return { status: 500, message: String((error as Error)?.stack ?? error) }
}

type Refusal = Extract<EditReply, { refused: unknown }>['refused']
