import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { createApp } from '../../server/app.ts'

/** The real server on the real build, on a free port. */
export async function startServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = await new Promise((resolve) => {
    const s = createApp().listen(0, '127.0.0.1', () => resolve(s))
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
