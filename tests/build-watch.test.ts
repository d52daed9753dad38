import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parseDocument } from 'yaml'
import { createApp } from '../server/app.ts'
import { testContext } from './support.ts'
import { buildCommand, startFromTestRunBuild } from './build-command.ts'

/**
 * `npm run build -- --watch` beside a running server: each content save is rebuilt incrementally
 * and published, and the server shows it from its next request.
 */
mkdirSync('.test-builds', { recursive: true })
const builds = mkdtempSync(join('.test-builds', 'watch-'))
const content = join(builds, 'content')
const buildDir = join(builds, 'dist')
const test = testContext()
let server: Server | undefined
let watcher: ChildProcess | undefined
let output = ''

afterAll(async () => {
  watcher?.kill()
  server?.closeAllConnections()
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
  await test.cleanup()
  rmSync(builds, { recursive: true, force: true })
})

/** Resolves once the watcher has said `count` times that it waits for changes. */
const waited = (count: number) =>
  new Promise<void>((resolve, reject) => {
    const check = () => {
      if (output.split('watching ').length - 1 >= count) resolve()
      else if (watcher?.exitCode !== null) reject(new Error(`the watcher stopped:\n${output}`))
      else setTimeout(check, 50)
    }
    check()
  })

const DUNEDIN = '/service-area/garage-door-repair-dunedin'

describe('npm run build -- --watch', () => {
  it('publishes each save, and a mistake leaves the site as it was until it is fixed', async () => {
    cpSync('content', content, { recursive: true })
    // The watcher's first build finds the test run's build up to date; each save is built from it.
    startFromTestRunBuild(buildDir)
    watcher = spawn(process.execPath, [buildCommand(), '--watch'], {
      env: { ...process.env, CONTENT_DIR: content, BUILD_DIR: buildDir },
    })
    watcher.stdout!.on('data', (chunk) => (output += chunk))
    watcher.stderr!.on('data', (chunk) => (output += chunk))
    await waited(1)
    server = createApp({ ...test.ctx, buildDir: resolve(buildDir) }).listen(0, '127.0.0.1')
    await new Promise((resolve) => server!.once('listening', resolve))
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const page = () => fetch(origin + DUNEDIN).then((res) => res.text())

    const file = join(content, 'cities', 'dunedin.yaml')
    const original = readFileSync(file, 'utf8')
    const doc = parseDocument(original)
    const marker = 'Dunedin homeowners saw this sentence once the save was published.'
    doc.set('description', marker)
    writeFileSync(file, doc.toString())
    // Rebuilt and published: the server shows it from its next request.
    await waited(2)
    expect(await page(), output).toContain(marker)
    expect(output).toMatch(/rendering [\d.]+ s in 1 process, \d+ unchanged pages kept/)

    // A mistake: the build says where, and the site keeps the last good page.
    writeFileSync(file, original.replace(/^county: .*$/m, 'county: 12'))
    await waited(3)
    expect(output).toContain('dunedin.yaml')
    expect(output).toContain('The build failed; the published site is unchanged.')
    expect(await page()).toContain(marker)

    // Fixed: published again.
    writeFileSync(file, original)
    await waited(4)
    expect(await page()).not.toContain(marker)
  }, 240_000)
})
