import { createServer, type AddressInfo } from 'node:net'

/**
 * A port the OS says is free right now on every address (the probe listens where the server
 * does: on all of them), for a child process that takes its port from PORT or --port. A server
 * in the test's own process listens on port 0 instead and reads server.address().port.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.on('error', reject)
    probe.listen(0, () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}
