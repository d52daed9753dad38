import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from './ports.ts'

mkdirSync('.test-builds', { recursive: true })
const work = mkdtempSync(join('.test-builds', 'start-screen-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** Runs the README's `npm start` on a fresh build folder and database until it listens; all it printed, as a terminal shows it. */
async function npmStart(port: number): Promise<string> {
  const child = spawn('npm', ['start'], {
    env: {
      ...process.env,
      PORT: String(port),
      SITE_URL: `http://localhost:${port}`,
      BUILD_DIR: join(work, 'dist'),
      DATABASE_PATH: join(work, 'site.db'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => output.includes('"msg":"listening"') && (clearInterval(timer), resolve()), 50)
      void exited.then(() => (clearInterval(timer), reject(new Error(`npm start stopped:\n${output}`))))
    })
  } finally {
    process.kill(-child.pid!, 'SIGTERM')
    await exited
  }
  return output
}

describe('npm start', () => {
  it("says where the site is and the setup code on its first screen, without the bundle's file list", async () => {
    const port = await freePort()
    const output = await npmStart(port)
    const firstScreen = output.split('\n').slice(0, 15).join('\n')
    expect(firstScreen).toContain(`The site is served at http://localhost:${port}\n`)
    expect(firstScreen).toMatch(/one-time setup code:\n {4}[\w-]{16}\n/)
    expect(firstScreen).toMatch(/^built \d+ pages in /m)
    expect(output).not.toMatch(/\.(js|css|mjs)\s+[\d.]+ kB/)
  })
})
