import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from './ports.ts'
import { createAdminIn, startServerIn } from './server-child.ts'

const dir = mkdtempSync(join(tmpdir(), 'server-process-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const startServer = (env: Record<string, string>) => startServerIn(dir, env)
const createAdmin = (database: string, env: Record<string, string>, args: string[] = []) =>
  createAdminIn(dir, database, env, args)

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

describe('the server process', () => {
  it('stops with a message naming a bad environment variable', async () => {
    const server = await startServer({ PORT: 'eighty' })
    server.listening.catch(() => {})
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain('PORT="eighty": must be a port number')
  })

  it('prints a one-time setup code while no account exists, at the address the server really answers on', async () => {
    const port = await freePort()
    const server = await startServer({ PORT: String(port), SITE_URL: '' })
    await server.listening
    expect(server.output()).toMatch(/one-time setup code:\s+\S{16}/)
    expect(server.output()).toContain(`Create the first one at http://localhost:${port}/auth`)
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  })

  it('on SIGTERM stops accepting, finishes the request in flight, closes the database and exits 0', async () => {
    const port = await freePort()
    const server = await startServer({ PORT: String(port) })
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

describe('the server process on a content folder the check refuses', () => {
  it('starts all the same on the last good build, and names the refused file and line (an alias bomb)', async () => {
    const contentDir = join(dir, 'content-with-alias-bomb')
    cpSync('content', contentDir, { recursive: true })
    cpSync('tests/fixtures/alias-bomb', contentDir, { recursive: true })
    const port = await freePort()
    const server = await startServer({ PORT: String(port), CONTENT_DIR: contentDir })
    await server.listening
    const home = await fetch(`http://127.0.0.1:${port}/`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('<h1')
    // The served build's content answers too: the service area lists the cities the build was made from.
    expect((await fetch(`http://127.0.0.1:${port}/service-area`)).status).toBe(200)
    const refused = server
      .output()
      .split('\n')
      .find((line) => line.includes('"msg":"the content folder was refused'))
    expect(JSON.parse(refused!)).toMatchObject({
      level: 'error',
      files: [join(contentDir, 'cities/reddick.yaml')],
      problems: [
        expect.stringMatching(
          /cities\/reddick\.yaml:23:52 uses YAML aliases \(\*name\) more than 100 times once expanded/,
        ),
      ],
    })
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  })
})

describe('scanner paths in production', () => {
  it('answers the development server’s addresses 404 with the not-found page, and logs no error', async () => {
    const port = await freePort()
    const server = await startServer({ PORT: String(port) })
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
