import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { builtFor } from '../shared/build-output.ts'
import { freePort } from './ports.ts'
import { SITE_URL } from './support.ts'
import { serverFile } from './server-child.ts'
import { buildCommand } from './build-command.ts'

/**
 * The address search engines are given. The test run's build (tests/global-setup.ts) names the
 * default address, http://localhost:3000, as a build without SITE_URL does.
 */
const dir = mkdtempSync(join(tmpdir(), 'site-address-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Runs a command to its end; its exit code and everything it printed. */
function run(args: string[], env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  )
}

describe('npm run build and SITE_URL', () => {
  it('warns, naming the localhost address it writes, when SITE_URL is not set', async () => {
    // Nothing changed since the test run's build: the warning comes first all the same.
    const { code, output } = await run([buildCommand()], { SITE_URL: '' })
    expect(code).toBe(0)
    expect(output).toContain(`WARNING: SITE_URL is not set, so this build writes ${SITE_URL} as the site's address`)
    expect(builtFor('dist')).toBe(SITE_URL)
  })

  it('says nothing of it when SITE_URL is set', async () => {
    const { code, output } = await run([buildCommand()], { SITE_URL })
    expect(code).toBe(0)
    expect(output).not.toContain('WARNING')
  })
})

/** `npm run serve`'s command as a real process, until it says it listens; `stop()` ends it. */
async function serve(env: Record<string, string>) {
  const child = spawn(process.execPath, [await serverFile()], {
    env: { ...process.env, NODE_ENV: 'production', DATABASE_PATH: join(dir, `${env.PORT}.db`), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => output.includes('"msg":"listening"') && resolve())
    child.on('exit', () => reject(new Error(output)))
  })
  return {
    output: () => output,
    stop: () => new Promise<void>((resolve) => (child.on('exit', () => resolve()), child.kill('SIGTERM'))),
  }
}

/** Every absolute address of this site (http://localhost…, https://www.…example) a text names. */
const sitesNamed = (text: string) =>
  new Set([...text.matchAll(/https?:\/\/(?:localhost|127\.0\.0\.1|www\.[a-z-]+\.example)(?::\d+)?/g)].map((m) => m[0]))

describe('npm run serve and the build’s address', () => {
  it('warns when the build names another address, and every page, the feed and the sitemap name one', async () => {
    const port = await freePort()
    const server = await serve({ PORT: String(port), SITE_URL: '' })
    try {
      expect(server.output()).toContain(
        `WARNING: The build being served was made for ${SITE_URL}, but this server's address is http://localhost:${port}`,
      )
      const named = new Set<string>()
      for (const path of [
        '/',
        '/service-area/garage-door-repair-clearwater',
        '/blog',
        '/blog/feed.xml',
        '/sitemap.xml',
      ]) {
        const res = await fetch(`http://127.0.0.1:${port}${path}`)
        expect(res.status, path).toBe(200)
        for (const site of sitesNamed(await res.text())) named.add(site)
      }
      expect([...named]).toEqual([SITE_URL])
      // The log says it too, as a warning, when the build is first served.
      expect(server.output()).toMatch(/"level":"warn","msg":"The build being served was made for/)
    } finally {
      await server.stop()
    }
  })

  it('names another host the same way, and is quiet when the build and the server agree', async () => {
    const port = await freePort()
    const other = await serve({ PORT: String(port), SITE_URL: 'https://www.gulfline-doors.example' })
    // The pages the server writes itself name the build's address, as the prerendered ones do.
    const named = new Set<string>()
    for (const path of ['/blog', '/blog/feed.xml', '/auth']) {
      const res = await fetch(`http://127.0.0.1:${port}${path}`)
      expect(res.status, path).toBe(200)
      for (const site of sitesNamed(await res.text())) named.add(site)
    }
    await other.stop()
    expect([...named]).toEqual([SITE_URL])
    expect(other.output()).toContain(
      `but this server's address is https://www.gulfline-doors.example: its pages, sitemap.xml and robots.txt name ${SITE_URL}`,
    )
    const agreeing = await serve({ PORT: String(await freePort()), SITE_URL })
    await agreeing.stop()
    expect(agreeing.output()).not.toContain('WARNING')
  })
})
