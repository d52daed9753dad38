import type { RequestHandler } from 'express'
import type { Logger } from './log.ts'

/** One line per request, written when the response is finished. */
export function requestLog(log: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint()
    res.on('finish', () => {
      log({
        msg: 'request',
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
        ip: req.ip,
        userId: req.auth?.user.id,
      })
    })
    next()
  }
}
