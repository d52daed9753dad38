import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../server/db/database.ts'
import { latestRoutingChanges } from '../server/db/lead-routing.ts'
import { freePort } from './ports.ts'
import { partOf, smtpReceiver } from './smtp-receiver.ts'

const dir = mkdtempSync(join(tmpdir(), 'server-process-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Starts `npm run serve`'s command as a real process on a free port. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, NODE_ENV: 'production', DATABASE_PATH: join(dir, 'site.db'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const listening = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('"msg":"listening"')) {
        clearInterval(timer)
        resolve()
      }
    }, 50)
    void exited.then(() => {
      clearInterval(timer)
      reject(new Error(output))
    })
  })
  return { child, exited, listening, output: () => output }
}

/** Runs admin:create with a username (and `args`) and ADMIN_PASSWORD against a database of its own; its exit code and output. */
async function createAdmin(database: string, env: Record<string, string>, args: string[] = []) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/admin-create.ts', '--username', 'owner', ...args],
    {
      env: { ...process.env, DATABASE_PATH: join(dir, database), ADMIN_PASSWORD: 'amber-harbor-lantern-42', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  return { code, output }
}

describe('npm run admin:create', () => {
  it('says in one line that input ended when stdin is closed, and creates nothing', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin-create.ts'], {
      env: { ...process.env, DATABASE_PATH: join(dir, 'admin.db') },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr += chunk))
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    expect(code).toBe(1)
    expect(stderr.trim()).toBe(
      'No answer to "Username:": input ended. Run this in a terminal, or give --username NAME and ADMIN_PASSWORD in the environment.',
    )
  })

  it('refuses a username git would not keep as given, and creates nothing', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin-create.ts', '--username', 'owner.'], {
      env: { ...process.env, DATABASE_PATH: join(dir, 'admin-refused.db'), ADMIN_PASSWORD: 'amber-harbor-lantern-42' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr += chunk))
    expect(await new Promise<number | null>((resolve) => child.on('exit', resolve))).toBe(1)
    expect(stderr.trim()).toBe('username must begin and end with a letter or a digit')
    expect(existsSync(join(dir, 'admin-refused.db'))).toBe(false)
  })

  it('names the address the server answers on', async () => {
    const port = await freePort()
    const created = await createAdmin('admin.db', { PORT: String(port), SITE_URL: '' })
    expect(created.code).toBe(0)
    expect(created.output).toContain(`Sign in at http://localhost:${port}/auth.`)
  })

  it('names the public address when SITE_URL is set, whatever the port', async () => {
    const created = await createAdmin('admin-site-url.db', {
      PORT: '8123',
      SITE_URL: 'https://www.gulfline-doors.example/',
    })
    expect(created.code).toBe(0)
    expect(created.output).toContain('Sign in at https://www.gulfline-doors.example/auth.')
    expect(created.output).not.toContain('localhost')
  })
})

describe('where leads go, at the server’s start', () => {
  it('a forwarder written into content/forms.yaml while the server was stopped (a hand edit, a git pull) is recorded at the next start and emailed', async () => {
    const mail = await smtpReceiver()
    const content = join(dir, 'routing-content')
    cpSync('content', content, { recursive: true })
    const created = await createAdmin('routing.db', {}, ['--email', 'owner@gulfline.test'])
    expect(created.code, created.output).toBe(0)
    const env = {
      DATABASE_PATH: join(dir, 'routing.db'),
      CONTENT_DIR: content,
      SITE_URL: '',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(mail.port),
      SMTP_TLS: 'none',
      SMTP_FROM: 'site@gulfline.test',
    }
    const run = async () => {
      const server = startServer({ ...env, PORT: String(await freePort()) })
      await server.listening
      return server
    }
    // The first start records where leads go as it finds them: nothing to tell.
    const first = await run()
    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)
    const forms = join(content, 'forms.yaml')
    writeFileSync(
      forms,
      readFileSync(forms, 'utf8').replace(
        'mode: server\n',
        'mode: server\nforwarding:\n  kind: webhook\n  url: https://hooks.example.com/leads\n',
      ),
    )
    const second = await run()
    try {
      await expect.poll(() => mail.received.length, { timeout: 20_000 }).toBe(1)
      expect(mail.received[0]!.to).toEqual(['owner@gulfline.test'])
      expect(partOf(mail.received[0]!.raw, 'text/plain')).toContain(
        'Who: a content file (edited by hand or pulled with git)',
      )
      expect(partOf(mail.received[0]!.raw, 'text/plain')).toContain('Webhook https://hooks.example.com/leads')
    } finally {
      second.child.kill('SIGTERM')
      await second.exited
      await mail.close()
    }
    const db = openDatabase(join(dir, 'routing.db'))
    const [change] = latestRoutingChanges(db, 5)
    db.close()
    expect(change).toMatchObject({ by: null, after: { targets: ['Webhook https://hooks.example.com/leads'] } })
  })
})

describe('the server process', () => {
  it('stops with a message naming a bad environment variable', async () => {
    const server = startServer({ PORT: 'eighty' })
    server.listening.catch(() => {})
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain('PORT="eighty": must be a port number')
  })

  it('prints a one-time setup code while no account exists, at the address the server really answers on', async () => {
    const port = await freePort()
    const server = startServer({ PORT: String(port), SITE_URL: '' })
    await server.listening
    expect(server.output()).toMatch(/one-time setup code:\s+\S{16}/)
    expect(server.output()).toContain(`Create the first one at http://localhost:${port}/auth`)
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  })

  it('on SIGTERM stops accepting, finishes the request in flight, closes the database and exits 0', async () => {
    const port = await freePort()
    const server = startServer({ PORT: String(port) })
    await server.listening
    const body = JSON.stringify({ username: 'nobody', password: 'not-a-real-one' })
    const answer = new Promise<number>((resolve, reject) => {
      const req = request(
        {
          port,
          method: 'POST',
          path: '/api/login',
          headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
        },
      )
      req.on('error', reject)
      req.write(body.slice(0, 10))
      // The request is half sent when the signal arrives; the rest follows after.
      setTimeout(() => {
        server.child.kill('SIGTERM')
        setTimeout(() => req.end(body.slice(10)), 300)
      }, 200)
    })
    expect(await answer).toBe(401)
    expect(await server.exited).toBe(0)
    expect(server.output()).toContain('"msg":"stopped"')
  })
})

describe('scanner paths in production', () => {
  it('answers the development server’s addresses 404 with the not-found page, and logs no error', async () => {
    const port = await freePort()
    const server = startServer({ PORT: String(port) })
    await server.listening
    const paths = [
      '/__vite_ping',
      '/@vite/client',
      '/@vite/env',
      '/@fs/etc/passwd',
      '/@fs/../../etc/passwd',
      '/@fs/C:/Windows/win.ini',
      '/@id/react',
      '/@react-refresh',
      '/node_modules/.vite/deps/react.js',
      '/__vite_ping?t=1',
    ]
    for (const path of paths)
      for (const method of ['GET', 'HEAD']) {
        const res = await fetch(`http://127.0.0.1:${port}${path}`, { method })
        expect(res.status, `${method} ${path}`).toBe(404)
        if (method === 'GET') expect(await res.text(), path).toContain('Page Not Found')
      }
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    const errors = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"level":"error"'))
    expect(errors).toEqual([])
  })
})
