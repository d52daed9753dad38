import { fork } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * scripts/prerender.mjs as `npm run build` drives it: told the bundle is there, it asks for
 * batches of pages until told it is done. Runs against the build of the test run (dist).
 */
const out = mkdtempSync(join(tmpdir(), 'prerender-'))
afterAll(() => rmSync(out, { recursive: true, force: true }))

type Page = { url: string; file: string; status: number }

function prerender(batches: Page[][]): Promise<{ code: number | null; output: string }> {
  const child = fork('scripts/prerender.mjs', [], { env: { ...process.env, NODE_ENV: 'production', BUILD_DIR: 'dist' }, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  child.on('message', (message) => {
    if (message !== 'next') return
    const pages = batches.shift()
    child.send(pages ? { pages } : 'done')
  })
  child.send('bundled')
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })))
}

describe('a prerender process', () => {
  it('renders each batch it is given into the files named, the not-found page with its 404', async () => {
    const { code, output } = await prerender([
      [{ url: '/faq', file: join(out, 'faq.html'), status: 200 }],
      [
        { url: '/service-area/garage-door-repair-clearwater', file: join(out, 'city', 'clearwater.html'), status: 200 },
        { url: '/404-page-for-the-prerender', file: join(out, '404.html'), status: 404 },
      ],
    ])
    expect(code).toBe(0)
    expect(output).toContain('prerendered 3 pages')
    expect(readFileSync(join(out, 'faq.html'), 'utf8')).toContain('<h1')
    expect(readFileSync(join(out, 'city', 'clearwater.html'), 'utf8')).toContain('Clearwater')
    expect(readFileSync(join(out, '404.html'), 'utf8')).toContain('noindex')
  })

  it('stops with an error, instead of waiting for more, when a page does not answer as it must', async () => {
    const { code, output } = await prerender([[{ url: '/no-such-page', file: join(out, 'missing.html'), status: 200 }]])
    expect(code).toBe(1)
    expect(output).toContain('/no-such-page answered 404 while prerendering')
  })
})
