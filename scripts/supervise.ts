/**
 * Runs the server and starts it again whenever it exits on its own: after an uncaught exception
 * (the server exits 1 rather than keep serving in an unknown state), a kill -9, or running out of
 * memory. For machines without systemd; with systemd, use the unit in docs/operations.md (Restart=always),
 * which does the same. SIGTERM or SIGINT stop the server the graceful way, and then this.
 *
 *   npm run serve:supervised
 *
 * A server that keeps failing at start-up is restarted after 1 s, then 2, 4 … up to 30 s; the wait
 * goes back to 1 s once a server has run for a minute.
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { compiledAfresh } from '../server/compiled.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const FIRST_WAIT = 1_000
const LONGEST_WAIT = 30_000
const HEALTHY_AFTER = 60_000

const log = (fields: Record<string, unknown>) =>
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), supervisor: true, ...fields })}\n`)

let child: import('node:child_process').ChildProcess | null = null
let stopping = false
let wait = FIRST_WAIT
let restartTimer: NodeJS.Timeout | null = null

/** The server as `npm run serve` runs it, compiled at each start from the code as it is then. */
async function start() {
  restartTimer = null
  const startedAt = Date.now()
  let server: string
  try {
    server = await compiledAfresh('server/index.ts', root)
  } catch (error) {
    log({ level: 'error', msg: 'the server could not be compiled; trying again', error: String(error), inMs: wait })
    restartTimer = setTimeout(() => void start(), wait)
    wait = Math.min(wait * 2, LONGEST_WAIT)
    return
  }
  if (stopping) process.exit(0)
  child = spawn(process.execPath, [server], {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'production', ...process.env },
  })
  log({ msg: 'server started', pid: child.pid })
  child.on('exit', (code, signal) => {
    child = null
    if (stopping) {
      log({ msg: 'server stopped', code, signal })
      process.exit(code ?? 0)
    }
    if (Date.now() - startedAt > HEALTHY_AFTER) wait = FIRST_WAIT
    log({ level: 'error', msg: 'server exited; starting it again', code, signal, inMs: wait })
    restartTimer = setTimeout(() => void start(), wait)
    wait = Math.min(wait * 2, LONGEST_WAIT)
  })
}

function stop(signal: NodeJS.Signals) {
  if (stopping) return
  stopping = true
  if (restartTimer) {
    clearTimeout(restartTimer)
    process.exit(0)
  }
  child?.kill(signal)
}

process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))
void start()
