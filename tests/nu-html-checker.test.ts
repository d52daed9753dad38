import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadSite } from '../content-loader/load.ts'
import { startServer } from './e2e/server.ts'
import { bookingPost, contactPost } from './leads.ts'

/** The W3C Nu Html Checker's jar (the vnu-jar package); it runs on Java (.ci/run installs it). */
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')
const BUILT = join('dist', 'client')
const PASSWORD = 'Harbor-Lantern-Causeway-58'

interface NuMessage {
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  url: string
  lastLine?: number
  message: string
}

/** Every HTML file the build wrote, relative to dist/client. */
function builtPages(): string[] {
  return readdirSync(BUILT, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))
}

/** Runs the checker once, one JVM for every file, and returns its messages (`--format json`). */
function nuCheck(files: string[]): Promise<NuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', ...files],
      { maxBuffer: 256 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error)
          return reject(
            new Error(
              (error as NodeJS.ErrnoException).code === 'ENOENT'
                ? 'java not found: the Nu Html Checker needs a Java runtime (apt-get install -y default-jre-headless)'
                : `the Nu Html Checker failed: ${stderr || error.message}`,
            ),
          )
        resolve((JSON.parse(stdout) as { messages: NuMessage[] }).messages)
      },
    )
  })
}

/**
 * The pages the server renders per request, as a visitor, a new owner and a signed-in
 * administrator get them: written to a temporary folder, by address.
 */
async function serverPages(folder: string): Promise<Map<string, string>> {
  const server = await startServer()
  try {
    const files = new Map<string, string>()
    let cookie = ''
    const save = async (path: string, name: string) => {
      const res = await fetch(server.url + path, { headers: { cookie } })
      const html = await res.text()
      if (!html.includes('<html')) throw new Error(`${path} answered ${res.status} without a page`)
      const file = join(folder, `${name}.html`)
      writeFileSync(file, html)
      files.set(file, `${path} (${name})`)
    }
    const post = loadSite('content').blog.posts[0]!.slug
    await save('/blog', 'blog')
    await save(`/blog/${post}`, 'post')
    await save('/no-such-page', 'not-found')
    await save('/service-area?place=33101', 'service-area-answer')
    await save('/auth', 'first-administrator')

    const lead = await fetch(`${server.url}/contact`, {
      method: 'POST',
      body: new URLSearchParams(contactPost()),
      redirect: 'manual',
    })
    await save(lead.headers.get('location')!, 'thank-you')
    const booking = await fetch(`${server.url}/booking`, {
      method: 'POST',
      body: new URLSearchParams(bookingPost()),
      redirect: 'manual',
    })
    await save(booking.headers.get('location')!, 'thank-you-booking')
    // A form sent back with mistakes: its error summary and the fields' errors.
    const sentBack = await fetch(`${server.url}/contact`, {
      method: 'POST',
      body: new URLSearchParams(contactPost({ phone: '(555)', zip: '3469', firstName: '' })),
    })
    if (sentBack.status !== 422) throw new Error(`a form with mistakes answered ${sentBack.status}`)
    writeFileSync(join(folder, 'contact-sent-back.html'), await sentBack.text())
    files.set(join(folder, 'contact-sent-back.html'), '/contact (sent back with mistakes)')

    const register = await fetch(`${server.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'owner', password: PASSWORD, code: server.ctx.setupCode.current() }),
    })
    if (register.status !== 201) throw new Error(`register answered ${register.status}`)
    cookie = register.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    for (const screen of ['', '/posts', '/categories', '/tags', '/leads', '/settings', '/accounts', '/account'])
      await save(`/admin${screen}`, `admin${screen.replace('/', '-')}`)
    cookie = ''
    await save('/auth', 'sign-in')
    return files
  } finally {
    await server.close()
  }
}

describe('the W3C Nu Html Checker', () => {
  const folder = mkdtempSync(join(tmpdir(), 'nu-pages-'))
  let messages: NuMessage[] = []
  /** Which page a checked file is: a built file, or a server page by its address. */
  const names = new Map<string, string>()
  beforeAll(async () => {
    for (const file of builtPages()) names.set(join(BUILT, file), `dist/client/${file}`)
    for (const [file, name] of await serverPages(folder)) names.set(file, name)
    messages = await nuCheck([...names.keys()])
  }, 120_000)
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  const where = (message: NuMessage) => {
    const file = relative(process.cwd(), decodeURIComponent(new URL(message.url).pathname))
    return `${names.get(file) ?? names.get(join(folder, file)) ?? file}:${message.lastLine ?? '?'}: ${message.message}`
  }

  it('checks every built page and the pages the server renders', () => {
    expect(names.size).toBeGreaterThan(150)
    expect(messages.filter((m) => m.type === 'non-document-error').map(where)).toEqual([])
  })

  it('finds no error on any of them', () => {
    expect(messages.filter((m) => m.type === 'error').map(where)).toEqual([])
  })

  it('finds no warning on any of them', () => {
    expect(messages.filter((m) => m.type === 'info' && m.subType === 'warning').map(where)).toEqual([])
  })
})
