import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { contactPost } from './leads.ts'
import { freePort } from './ports.ts'
import { serverFile } from './server-child.ts'

/**
 * Each cycle starts the server anew; a lead acknowledged before it is stored is lost in nearly every
 * one, so six cycles find that fault all but surely (each is a server start, a few seconds).
 */
const CYCLES = 6
const dir = mkdtempSync(join(tmpdir(), 'crash-'))
const database = join(dir, 'site.db')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function startServer(port: number) {
  const child = spawn(process.execPath, [await serverFile()], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_PATH: database,
      LEADS_PER_TEN_MINUTES: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  for (let waited = 0; !output.includes('"msg":"listening"'); waited += 25) {
    if (waited > 20_000 || child.exitCode !== null) throw new Error(`server did not start: ${output}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  return { child, exited }
}

/**
 * Posts contact forms continuously until the server dies: `first` resolves at the first 303, `done`
 * with the form keys that got their 303.
 */
function burst(port: number, until: Promise<void>) {
  const acknowledged: string[] = []
  let sent = 0
  let dead = false
  let firstAcknowledged = () => {}
  const first = new Promise<void>((resolve) => (firstAcknowledged = resolve))
  void until.then(() => (dead = true))
  const worker = async () => {
    while (!dead) {
      const body = contactPost({ firstName: `Crash${sent}` })
      sent++
      try {
        const res = await fetch(`http://127.0.0.1:${port}/contact`, {
          method: 'POST',
          body: new URLSearchParams(body),
          redirect: 'manual',
        })
        if (res.status === 303) {
          acknowledged.push(body.formKey!)
          firstAcknowledged()
        }
        await res.arrayBuffer()
      } catch {
        // the server was killed mid-request: not acknowledged
      }
    }
  }
  const done = Promise.all(Array.from({ length: 8 }, worker)).then(() => ({ acknowledged, sent }))
  return { first, done }
}

describe('crash safety', () => {
  it(`keeps every acknowledged lead when the server is killed with SIGKILL (${CYCLES} cycles)`, async () => {
    let acknowledgedTotal = 0
    let sentTotal = 0
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const port = await freePort()
      const server = await startServer(port)
      const traffic = burst(port, server.exited)
      // Killed while leads arrive: once the first is acknowledged, at a random moment after it.
      await Promise.race([traffic.first, server.exited])
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 400))
      server.child.kill('SIGKILL')
      await server.exited
      const { acknowledged, sent } = await traffic.done
      acknowledgedTotal += acknowledged.length
      sentTotal += sent

      const db = new Database(database)
      const stored = new Set(db.prepare('SELECT form_key FROM leads').pluck().all() as string[])
      const lost = acknowledged.filter((key) => !stored.has(key))
      expect(lost, `cycle ${cycle}`).toEqual([])
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
      db.close()
    }
    console.log(
      `crash test: ${CYCLES} cycles, ${sentTotal} posts sent, ${acknowledgedTotal} acknowledged with 303, 0 lost, integrity_check ok`,
    )
    expect(acknowledgedTotal).toBeGreaterThanOrEqual(CYCLES)
  }, 300_000)
})
