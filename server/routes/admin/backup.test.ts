import { readdirSync, readlinkSync, writeFileSync } from 'node:fs'
import { get, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { ADMIN_PASSWORD, apiTest, sessionCookie } from '../../../tests/api.ts'
import { contactPost } from '../../../tests/leads.ts'

let test: ReturnType<typeof apiTest>
afterEach(() => test?.cleanup())

/** Temporary backup folders left beside the database. */
const leftovers = () => readdirSync(test.dir).filter((name) => name.startsWith('.backup-'))
/** Files this process holds open that are temporary backups (deleted or not). */
const openBackups = () =>
  readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`).includes('.backup-download-')
    } catch {
      return false
    }
  })

/** Reads the answer as bytes. */
const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const stream = res as unknown as NodeJS.ReadableStream
  const chunks: Buffer[] = []
  stream.on('data', (chunk: Buffer) => chunks.push(chunk))
  stream.on('end', () => done(null, Buffer.concat(chunks)))
}

describe('GET /api/admin/backup', () => {
  it('gives an administrator a checked SQLite file as an attachment, and leaves no temporary file', async () => {
    const logged: Record<string, unknown>[] = []
    test = apiTest({ log: (fields) => logged.push(fields) })
    const admin = await test.admin()
    await admin.post('/api/admin/posts').send({
      title: 'Cable Repair Before Storm Season',
      excerpt: 'Frayed lift cables fail under load.',
      markdown: 'Check both cables for broken strands.',
      status: 'published',
    })
    for (const email of ['ana.diaz@example.com', 'lee.park@example.com'])
      await request(test.app).post('/contact').type('form').send(contactPost({ email }, test.clock.now))

    const res = await admin.get('/api/admin/backup').buffer(true).parse(binary)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/vnd.sqlite3')
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="gulfline-garage-door-co-backup-2026-11-21.db"',
    )
    expect(res.headers['cache-control']).toBe('no-store')
    expect(Number(res.headers['content-length'])).toBe(res.body.length)
    expect((res.body as Buffer).subarray(0, 16).toString('latin1')).toBe('SQLite format 3\0')

    const file = join(test.dir, 'downloaded.db')
    writeFileSync(file, res.body)
    const copy = new Database(file, { readonly: true })
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok')
    const count = (table: string) => copy.prepare(`SELECT count(*) FROM ${table}`).pluck().get()
    expect([count('posts'), count('leads'), count('users')]).toEqual([1, 2, 1])
    // One file on its own: no write-ahead log is needed to read it.
    expect(copy.pragma('journal_mode', { simple: true })).toBe('delete')
    copy.close()

    expect(leftovers()).toEqual([])
    // The last bytes can reach the client a moment before the server has closed its file.
    await expect.poll(openBackups).toEqual([])
    expect(logged).toContainEqual(
      expect.objectContaining({
        event: 'admin_change',
        action: 'backup_download',
        username: 'owner',
        posts: 1,
        leads: 2,
        accounts: 1,
        bytes: res.body.length,
      }),
    )
  })

  it('answers 401 to anyone not signed in, and makes no backup', async () => {
    test = apiTest()
    await test.admin()
    const res = await request(test.app).get('/api/admin/backup')
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ message: 'Sign in to continue.' })
    expect(leftovers()).toEqual([])
  })
})

describe('GET /api/admin/backup cut short', () => {
  it('removes the temporary file when the client goes away mid-download', async () => {
    const logged: Record<string, unknown>[] = []
    test = apiTest({ log: (fields) => logged.push(fields) })
    await test.admin()
    // 32 MB of data: far more than the connection buffers, so the download is still running when it is cut.
    test.ctx.db.exec(`CREATE TABLE ballast (data BLOB);
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 32)
      INSERT INTO ballast SELECT randomblob(1024 * 1024) FROM n`)
    const login = await request(test.app).post('/api/login').send({ username: 'owner', password: ADMIN_PASSWORD })
    const cookie = `session=${sessionCookie(login)!.value}`
    const server: Server = await new Promise((resolve) => {
      const s = test.app.listen(0, '127.0.0.1', () => resolve(s))
    })
    try {
      const { port } = server.address() as AddressInfo
      const received = await new Promise<number>((resolve, reject) => {
        const req = get({ host: '127.0.0.1', port, path: '/api/admin/backup', headers: { cookie } }, (res) => {
          expect(res.statusCode).toBe(200)
          res.once('data', (chunk: Buffer) => {
            req.destroy()
            resolve(chunk.length)
          })
        })
        req.on('error', (error) => (req.destroyed ? undefined : reject(error)))
      })
      expect(received).toBeLessThan(32 * 1024 * 1024)
      await expect.poll(() => logged.some((entry) => entry.event === 'backup_download_cut_short')).toBe(true)
      await expect.poll(openBackups).toEqual([])
      expect(leftovers()).toEqual([])
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
