import type { ErrorRequestHandler, RequestHandler } from 'express'
import type { z } from 'zod'
import type { Logger } from './log.ts'

/** An error whose message is safe to show: it becomes `{ "message": … }` with its status. */
export class HttpError extends Error {
  readonly status: number
  readonly headers: Record<string, string>

  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message)
    this.status = status
    this.headers = headers
  }
}

/** Parses a request body, query or parameter with a Zod schema; a failure is a 400 naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {}, { reportInput: true })
  if (result.success) return result.data
  const issue = result.error.issues[0]!
  const field = issue.path.join('.')
  const message = issue.code === 'invalid_type' && (issue as { input?: unknown }).input === undefined ? 'is required' : issue.message
  throw new HttpError(400, field ? `${field}: ${message}` : message)
}

/** Unknown /api addresses answer JSON, like every other API error. */
export const apiNotFound: RequestHandler = (req, _res, next) => next(new HttpError(404, `No such API endpoint: ${req.method} ${req.baseUrl}${req.path}`))

/** Every error becomes JSON `{ message }`; unexpected ones are logged and answered without details. */
export function errorHandler(log: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const known = error instanceof HttpError ? error : fromExpress(error)
    if (!known) log({ level: 'error', msg: 'unhandled error', method: req.method, path: req.path, error: String(error?.stack ?? error) })
    const status = known?.status ?? 500
    if (res.headersSent) return res.end()
    for (const [name, value] of Object.entries(known?.headers ?? {})) res.setHeader(name, value)
    res.status(status).json({ message: known?.message ?? 'Something went wrong on our side. Please try again.' })
  }
}

/** Errors raised by body parsing: malformed JSON, too large, wrong encoding. */
function fromExpress(error: { type?: string; status?: number; limit?: number }): HttpError | null {
  switch (error?.type) {
    case 'entity.parse.failed':
      return new HttpError(400, 'body: not valid JSON')
    case 'entity.too.large':
      return new HttpError(413, `body: larger than ${Math.round((error.limit ?? 0) / 1024)} KB`)
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new HttpError(415, 'body: unsupported encoding')
    case 'request.aborted':
      return new HttpError(400, 'body: request aborted')
    default:
      return typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? new HttpError(error.status, 'Bad request') : null
  }
}
