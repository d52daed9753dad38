import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from './ports.ts'

const dir = mkdtempSync(join(tmpdir(), 'supervise-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** The server's "listening" lines so far, each with the process id that wrote it. */
const listeningPids = (output: string) =>
  [...output.matchAll(/"msg":"listening","pid":(\d+)/g)].map((match) => Number(match[1]))

async function until<T>(what: string, check: () => T | undefined, output: () => string, ms = 60_000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const value = check()
    if (value !== undefined) return value
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}. Output:\n${output()}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe('the server under a supervisor (npm run serve:supervised)', () => {
  it('exits 1 on an uncaught exception and on kill -9, is started again, and answers again', async () => {
    const PORT = await freePort()
    const supervisor = spawn(process.execPath, ['--import', 'tsx', 'scripts/supervise.ts'], {
      env: {
        ...process.env,
        PORT: String(PORT),
        DATABASE_PATH: join(dir, 'site.db'),
        NODE_OPTIONS: `--import=${resolve('tests/throw-on-signal.mjs')}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    supervisor.stdout.on('data', (chunk) => (output += chunk))
    supervisor.stderr.on('data', (chunk) => (output += chunk))
    const exited = new Promise<number | null>((done) => supervisor.on('exit', (code) => done(code)))
    const log = () => output
    const answers = async () => (await fetch(`http://localhost:${PORT}/contact`)).status
    try {
      const first = await until('the server', () => listeningPids(output)[0], log)
      expect(await answers()).toBe(200)

      // A bug's error nobody catches: the server logs it and exits 1 instead of serving on.
      process.kill(first, 'SIGUSR2')
      const second = await until('a second server', () => listeningPids(output)[1], log)
      expect(second).not.toBe(first)
      expect(output).toContain('"msg":"uncaught exception; exiting"')
      expect(output).toContain('an error nobody caught')
      expect(output).toMatch(/"msg":"server exited; starting it again","code":1/)
      expect(await answers()).toBe(200)

      // kill -9: no chance to log anything; the supervisor starts it again all the same.
      process.kill(second, 'SIGKILL')
      const third = await until('a third server', () => listeningPids(output)[2], log)
      expect(output).toMatch(/"msg":"server exited; starting it again","code":null,"signal":"SIGKILL"/)
      expect(await answers()).toBe(200)
      expect(third).not.toBe(second)

      // SIGTERM to the supervisor stops the server the graceful way, and then the supervisor.
      supervisor.kill('SIGTERM')
      expect(await exited).toBe(0)
      expect(output).toContain('"msg":"stopped"')
    } finally {
      supervisor.kill('SIGKILL')
      for (const pid of listeningPids(output)) {
        try {
          process.kill(pid, 'SIGKILL')
        } catch {
          // already gone
        }
      }
    }
  }, 120_000)
})
