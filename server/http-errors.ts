import type { ErrorRequestHandler, RequestHandler } from 'express'
import type { z } from 'zod'
import { telHref } from '../shared/telephone.ts'
import type { Logger } from './log.ts'

/** Who the visitor can call instead, named on every error page. */
export interface ErrorPageContact {
  name: string
  telephone: string
}

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
  const message =
    issue.code === 'invalid_type' && (issue as { input?: unknown }).input === undefined ? 'is required' : issue.message
  throw new HttpError(400, field ? `${field}: ${message}` : message)
}

/** Unknown /api addresses answer JSON, like every other API error. */
export const apiNotFound: RequestHandler = (req, _res, next) =>
  next(new HttpError(404, `No such API endpoint: ${req.method} ${req.baseUrl}${req.path}`))

/**
 * Every error becomes JSON `{ message }`, or a page for a browser that asked for one (a form posted
 * without JavaScript, an address typed in); unexpected ones are logged and answered without details.
 */
export function errorHandler(log: Logger, contact: () => ErrorPageContact): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const known = error instanceof HttpError ? error : fromExpress(error)
    if (!known)
      log({
        level: 'error',
        msg: 'unhandled error',
        method: req.method,
        path: req.path,
        error: String(error?.stack ?? error),
      })
    const status = known?.status ?? 500
    if (res.headersSent) return res.end()
    for (const [name, value] of Object.entries(known?.headers ?? {})) res.setHeader(name, value)
    const message = known?.message ?? 'Something went wrong on our side. Please try again.'
    if (req.accepts(['json', 'html']) === 'html')
      return res
        .status(status)
        .type('html')
        .send(errorPage(status, message, contact()))
    res.status(status).json({ message })
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** A plain page for an error a browser asked for directly: what happened, the phone number, the way back. */
export function errorPage(status: number, message: string, { name, telephone }: ErrorPageContact): string {
  const title =
    status === 403
      ? 'Request refused'
      : status === 404
        ? 'Not found'
        : status === 429
          ? 'Too many requests'
          : status >= 500
            ? 'Something went wrong'
            : 'Request not accepted'
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} | ${escapeHtml(name)}</title>
<style>body{margin:0;font:1.0625rem/1.6 system-ui,sans-serif;color:#1e293b;background:#f8fafc}main{max-width:36rem;margin:0 auto;padding:3rem 1.25rem}h1{color:#0f172a;font-size:1.75rem;line-height:1.2}a{color:#1d4ed8;font-weight:600}.call{display:inline-block;margin:.5rem 1rem .5rem 0;padding:.75rem 1.25rem;border-radius:.5rem;background:#c2410c;color:#fff;text-decoration:none}</style>
</head>
<body>
<main>
<p>${escapeHtml(name)}</p>
<h1>${title}</h1>
<p>${escapeHtml(message)}</p>
<p><a class="call" href="${telHref(telephone)}">Call ${escapeHtml(telephone)}</a> <a href="/">Go to the home page</a></p>
</main>
</body>
</html>`
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
      return typeof error?.status === 'number' && error.status >= 400 && error.status < 500
        ? new HttpError(error.status, 'Bad request')
        : null
  }
}
