import { existsSync } from 'node:fs'
import { createApp } from './app.ts'
import { parseEnv } from './env.ts'

let env
try {
  env = parseEnv()
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

if (!existsSync('dist/client/index.html')) {
  console.error('No build found in dist/client. Run `npm run build` first (or `npm start`, which builds and serves).')
  process.exit(1)
}

const server = createApp().listen(env.PORT, () => {
  console.log(`Serving the site at http://localhost:${env.PORT} (SITE_URL ${env.SITE_URL})`)
})

function shutdown(signal: string) {
  console.log(`${signal} received: finishing open requests, then exiting`)
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  setTimeout(() => process.exit(1), 10_000).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
