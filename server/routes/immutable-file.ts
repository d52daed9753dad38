import type { NextFunction, Response } from 'express'
import { HttpError } from '../http-errors.ts'

const YEAR_MS = 365 * 24 * 60 * 60 * 1000

/**
 * Sends `name` from `root` as a file whose name is the hash of what it holds, so browsers and
 * proxies keep it for a year without asking again. A missing file is `notFound` (404); the headers
 * set for the file are taken back before an error page is sent.
 */
export function sendImmutableFile(
  res: Response,
  next: NextFunction,
  file: { root: string; name: string; type: string },
  notFound: string,
): void {
  res.setHeader('Content-Type', file.type)
  res.sendFile(
    file.name,
    { root: file.root, dotfiles: 'deny', maxAge: YEAR_MS, immutable: true, lastModified: false },
    (error?: NodeJS.ErrnoException & { status?: number }) => {
      if (!error) return
      if (res.headersSent) return res.end()
      res.removeHeader('Content-Type')
      res.removeHeader('Cache-Control')
      next(error.status === 404 || error.code === 'ENOENT' ? new HttpError(404, notFound) : error)
    },
  )
}
