import { resolve } from 'node:path'
import compression from 'compression'
import express from 'express'
import { notFound, prerenderedPages, staticFiles } from './static.ts'

export interface AppOptions {
  /** The built site: dist/client. */
  clientDir?: string
}

/** The HTTP application, without listening; tests and server/index.ts both start it. */
export function createApp(options: AppOptions = {}) {
  const clientDir = resolve(options.clientDir ?? 'dist/client')
  const app = express()
  app.disable('x-powered-by')
  app.use(compression())
  app.use(staticFiles(clientDir))
  app.use(prerenderedPages(clientDir))
  app.use(notFound(clientDir))
  return app
}
