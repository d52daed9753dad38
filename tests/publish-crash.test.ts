import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import request from 'supertest'
import { afterAll, describe, expect, it } from 'vitest'
import { currentBuild, pageFile } from '../shared/build-output.ts'
import type { PublishState } from '../shared/admin-content.ts'
import { ADMIN_PASSWORD } from './api.ts'
import { buildCommand, removeBuilds, startFromTestRunBuild } from './build-command.ts'
import { freePort } from './ports.ts'
import { serverFile } from './server-child.ts'
import { SITE_URL } from './support.ts'

/**
 * The server as a real process (`npm run serve`'s command) on a temporary copy of the content, its
 * own build folder (inside the project, as Vite wants its output), database and temporary folder:
 * killed with SIGKILL while it publishes a change, then started again.
 */
/** `npm run serve`'s server, compiled. */
const serverEntry = await serverFile()
const work = mkdtempSync(join(tmpdir(), 'publish-crash-'))
const content = join(work, 'content')
const temporary = join(work, 'tmp')
mkdirSync('.test-builds', { recursive: true })
const builds = mkdtempSync(join('.test-builds', 'publish-crash-'))
const buildDir = resolve(builds, 'dist')
const env = {
  ...process.env,
  NODE_ENV: 'production',
  CONTENT_DIR: content,
  BUILD_DIR: buildDir,
  SITE_URL,
  DATABASE_PATH: join(work, 'site.db'),
  TMPDIR: temporary,
}
interface ServerProcess {
  child: ChildProcess
  exited: Promise<void>
  output: () => string
  listening: Promise<void>
}
const running: ServerProcess[] = []

afterAll(async () => {
  for (const server of running)
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL')
  await Promise.all(running.map((server) => server.exited))
  rmSync(work, { recursive: true, force: true })
  removeBuilds(builds)
})

function startServer(port: number): ServerProcess {
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  const server = { child, exited, output: () => output, listening: listening() }
  running.push(server)
  return server

  async function listening() {
    while (!output.includes('"msg":"listening"')) {
      if (child.exitCode !== null) throw new Error(`the server did not start: ${output}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}

/** Makes the first administrator with the setup code the server printed; an agent signed in as them. */
async function registerOwner(server: ServerProcess, port: number) {
  const code = /one-time setup code:\s+(\S+)/.exec(server.output())![1]
  const owner = request.agent(`http://127.0.0.1:${port}`)
  const registered = await owner.post('/api/register').send({ username: 'owner', password: ADMIN_PASSWORD, code })
  expect(registered.status, registered.text).toBe(201)
  return owner
}

/** The publish state once it is no longer building (at most 240 s). */
async function settled(agent: ReturnType<typeof request.agent>): Promise<PublishState> {
  const deadline = Date.now() + 240_000
  for (;;) {
    const state = (await agent.get('/api/admin/content-publish')).body as PublishState
    if (state.state !== 'building' || Date.now() > deadline) return state
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** Resolves once the publication under way has rendered its first pages. */
async function rendering(agent: ReturnType<typeof request.agent>): Promise<void> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((go) => setTimeout(go, 10))) {
    const state = (await agent.get('/api/admin/content-publish')).body as PublishState
    if (state.state !== 'building')
      throw new Error(`the publication ended before it was caught rendering: ${state.message}`)
    if (state.progress > 0) return
  }
  throw new Error('the publication rendered nothing in a minute')
}

/** The id of the build process the server `parent` started (`npm run build`'s command, compiled), once it runs. */
async function buildProcessOf(parent: number): Promise<number> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      try {
        const ppid = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1])
        if (ppid === parent && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('cli.mjs')) return Number(pid)
      } catch {
        // The process ended while it was read.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error('the server started no build')
}

/** The live home page, as the build folder holds it. */
const home = () => readFileSync(join(currentBuild(buildDir), 'client', pageFile('/')), 'utf8')

describe('a publish cut short by a crash', () => {
  it(
    'is finished when the server starts again: a change saved just before `kill -9` is live after the restart',
    { timeout: 300_000 },
    async () => {
      cpSync('content', content, { recursive: true })
      mkdirSync(temporary)
      startFromTestRunBuild(buildDir)
      await promisify(execFile)(process.execPath, [buildCommand()], { env })
      expect(home()).toContain('(813) 555-0142')

      const port = await freePort()
      const first = startServer(port)
      await first.listening
      const owner = await registerOwner(first, port)
      const { values, version } = (await owner.get('/api/admin/content/business/business')).body
      const saved = await owner
        .put('/api/admin/content/business/business')
        .send({ values: { ...values, telephone: '(813) 555-0177' }, version })
      expect(saved.status, saved.text).toBe(200)
      // The answer comes once the change is written, recorded and its build started: the build (every
      // page shows the telephone number) is under way when the server is killed.
      expect(saved.body.publish).toMatchObject({ state: 'building', change: saved.body.change.id })
      first.child.kill('SIGKILL')
      await first.exited
      expect(readFileSync(join(content, 'business.yaml'), 'utf8')).toContain('(813) 555-0177')
      expect(home(), 'the publish ended before the kill: nothing was cut short').not.toContain('(813) 555-0177')

      const second = startServer(port)
      await second.listening
      const state = await settled(owner)
      expect(state, second.output()).toMatchObject({ state: 'published', change: saved.body.change.id, livePath: '/' })
      expect(home()).toContain('(813) 555-0177')
      const page = await owner.get('/')
      expect(page.text).toContain('(813) 555-0177')
      expect(second.output()).toContain('"event":"content_publish_resumed"')

      // Published: the next start has nothing to finish.
      second.child.kill('SIGTERM')
      await second.exited
      const third = startServer(port)
      await third.listening
      expect((await owner.get('/api/admin/content-publish')).body).toMatchObject({ state: 'idle' })
      expect(third.output()).not.toContain('content_publish_resumed')
      third.child.kill('SIGTERM')
      await third.exited
    },
  )

  it(
    'removes at start the draft folders that a server killed during a save check left, and no draft in use',
    { timeout: 120_000 },
    async () => {
      // A process that has ended: its id names a draft nobody uses any more.
      const ended = spawn(process.execPath, ['-e', ''])
      await new Promise((resolve) => ended.on('exit', resolve))
      const leftover = join(temporary, `content-draft-${ended.pid}-aB3xYz`)
      const inUse = join(temporary, `content-draft-${process.pid}-Qw9rTy`)
      const notOurs = join(temporary, `content-drafts-${ended.pid}`)
      for (const folder of [leftover, inUse, notOurs])
        cpSync(join(content, 'cities'), join(folder, 'cities'), { recursive: true })

      const server = startServer(await freePort())
      await server.listening
      expect(existsSync(leftover)).toBe(false)
      expect(existsSync(inUse)).toBe(true)
      expect(existsSync(notOurs)).toBe(true)
      expect(server.output()).toContain('removed drafts left by a server that stopped mid-check')
      server.child.kill('SIGTERM')
      await server.exited
    },
  )
})

describe('a publish whose build crashes', () => {
  it(
    'leaves the server answering, the live site as it was and the editor told why, when its build crashes',
    { timeout: 300_000 },
    async () => {
      const port = await freePort()
      const server = startServer(port)
      await server.listening
      const owner = request.agent(`http://127.0.0.1:${port}`)
      const signedIn = await owner.post('/api/login').send({ username: 'owner', password: ADMIN_PASSWORD })
      expect(signedIn.status, signedIn.text).toBe(200)
      const before = home()
      const { values, version } = (await owner.get('/api/admin/content/business/business')).body
      const saved = await owner
        .put('/api/admin/content/business/business')
        .send({ values: { ...values, telephone: '(813) 555-0199' }, version })
      expect(saved.status, saved.text).toBe(200)
      // The build's process dies mid-build, as one the system kills for want of memory would: once it
      // is rendering (before then, the process may be the one readied for it, not yet told to build).
      await rendering(owner)
      process.kill(await buildProcessOf(server.child.pid!), 'SIGKILL')

      const state = await settled(owner)
      expect(state).toMatchObject({ state: 'failed', change: saved.body.change.id })
      expect(state.message).toContain('the build was stopped (SIGKILL)')
      expect(home()).toBe(before)
      const page = await owner.get('/')
      expect(page.status).toBe(200)
      expect(page.text).toContain('(813) 555-0177')
      expect(page.text).not.toContain('(813) 555-0199')
      expect(server.output()).toContain('"event":"content_publish_failed"')
      server.child.kill('SIGTERM')
      await server.exited
    },
  )
})
