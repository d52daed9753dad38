import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { apiTest } from '../tests/api.ts'

/**
 * Servers in one process (the tests run many) render with one thread per build
 * (server/page-renderer.ts): each page is still rendered from its own server's database.
 */
describe('servers sharing a build’s rendering thread', () => {
  const tests: ReturnType<typeof apiTest>[] = []
  afterEach(async () => {
    for (const test of tests.splice(0)) await test.cleanup()
  })

  it('render each from its own database, at once and after the other has ended', async () => {
    const withAccount = apiTest()
    const fresh = apiTest()
    tests.push(withAccount, fresh)
    await withAccount.admin()
    const signIn = (app: typeof fresh.app) => request(app).get('/auth')
    const firstAccount = /No account exists on this site yet/
    const pages = await Promise.all([signIn(withAccount.app), signIn(fresh.app), signIn(withAccount.app)])
    expect(pages.map((page) => page.status)).toEqual([200, 200, 200])
    expect(pages[0]!.text).not.toMatch(firstAccount)
    expect(pages[1]!.text).toMatch(firstAccount)
    expect(pages[2]!.text).not.toMatch(firstAccount)

    // The first server ends (its database closed in the thread); the other renders on, from its own.
    await withAccount.cleanup()
    tests.splice(tests.indexOf(withAccount), 1)
    await fresh.admin()
    const after = await signIn(fresh.app)
    expect(after.status).toBe(200)
    expect(after.text).not.toMatch(firstAccount)
  })
})
