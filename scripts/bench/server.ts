import { spawn } from 'node:child_process'
import { compiled } from '../../server/compiled.ts'

/**
 * `npm run serve` on a build, on a random port, with its own database and no limit on leads (the
 * throughput test posts thousands). Resolves once the server logs that it listens.
 */
export async function startBenchServer(buildDir: string, databasePath: string, env: Record<string, string> = {}) {
  const port = 3700 + Math.floor(Math.random() * 200)
  const server = spawn(process.execPath, [await compiled('server/index.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      BUILD_DIR: buildDir,
      DATABASE_PATH: databasePath,
      LEADS_PER_TEN_MINUTES: '100000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  server.stdout.on('data', (chunk) => (output = (output + chunk).slice(-2000)))
  for (let waited = 0; !output.includes('"msg":"listening"'); waited += 50) {
    if (waited > 20_000 || server.exitCode !== null) {
      server.kill('SIGTERM')
      throw new Error(`server did not start: ${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { origin: `http://127.0.0.1:${port}`, stop: () => server.kill('SIGTERM') }
}
