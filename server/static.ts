import { randomUUID } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join, normalize, relative, sep } from 'node:path'
import express, { type Request, type Response, type NextFunction, type RequestHandler } from 'express'
import { FORM_KEY_PLACEHOLDER, FORM_TIME_PLACEHOLDER } from '../components/forms.ts'

const YEAR = 60 * 60 * 24 * 365

/**
 * Files of the build: hashed assets are cached for a year and never revalidated; everything else
 * (images named in content, robots.txt, HTML) is revalidated so an edit shows up on the next visit.
 */
export function staticFiles(clientDir: string): RequestHandler {
  return express.static(clientDir, {
    index: false,
    redirect: false,
    setHeaders(res, path) {
      if (path.includes(`${sep}assets${sep}`)) res.setHeader('Cache-Control', `public, max-age=${YEAR}, immutable`)
      else res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate')
    },
  })
}

/** The prerendered page for a path: /services → dist/client/services/index.html. */
export function prerenderedFile(clientDir: string, pathname: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  const file = normalize(join(clientDir, decoded, 'index.html'))
  if (!file.startsWith(clientDir + sep)) return null
  return existsSync(file) && statSync(file).isFile() ? file : null
}

export function prerenderedPages(clientDir: string, now: () => number = Date.now): RequestHandler {
  const hasForm = new Map<string, boolean>()
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    if (req.path.length > 1 && req.path.endsWith('/')) {
      const query = req.originalUrl.slice(req.path.length)
      return res.redirect(301, req.path.replace(/\/+$/, '') + query)
    }
    const file = prerenderedFile(clientDir, req.path)
    if (!file) return next()
    if (!hasForm.has(file)) hasForm.set(file, readFileSync(file, 'utf8').includes(FORM_KEY_PLACEHOLDER))
    if (hasForm.get(file)) {
      // A page with a form gets a fresh form key and the time it was served, so it works without JavaScript.
      const html = readFileSync(file, 'utf8').replaceAll(FORM_KEY_PLACEHOLDER, randomUUID()).replaceAll(FORM_TIME_PLACEHOLDER, String(now()))
      res.setHeader('Cache-Control', 'private, no-store')
      return res.type('html').send(html)
    }
    res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate')
    // Relative to the build folder, so a build kept in a dot-folder (the bench's) is served too.
    res.sendFile(relative(clientDir, file), { root: clientDir })
  }
}

/** The prerendered not-found page, with status 404. */
export function notFound(clientDir: string): RequestHandler {
  const page = join(clientDir, '404.html')
  return (_req, res) => {
    res.status(404)
    if (existsSync(page)) res.sendFile('404.html', { root: clientDir, headers: { 'Cache-Control': 'no-cache' } })
    else res.type('text/plain').send('Page Not Found')
  }
}
