import { execFile, spawn } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import request from 'supertest'
import { afterAll, describe, expect, it } from 'vitest'
import { currentBuild, pageFile } from '../shared/build-output.ts'
import type { ContentList, ContentTypeInfo, PublishState } from '../shared/admin-content.ts'
import { ADMIN_PASSWORD } from './api.ts'
import { freePort } from './ports.ts'
import { serverFile } from './server-child.ts'
import { SITE_URL } from './support.ts'

/**
 * A developer adds a kind of content (coupons) to a copy of this project the way its README says:
 * one declaration in schemas/kinds.ts and one page template under pages/. Nothing else is touched.
 */
const root = mkdtempSync(join(tmpdir(), 'new-kind-'))
const SOURCE = ['admin', 'build', 'components', 'content', 'content-loader', 'pages', 'renderer', 'schemas', 'server']
const env = {
  ...process.env,
  CONTENT_DIR: join(root, 'content'),
  BUILD_DIR: join(root, 'dist'),
  DATABASE_PATH: join(root, 'site.db'),
  SITE_URL,
  NODE_ENV: 'production',
}
const run = (args: string[]) => promisify(execFile)(process.execPath, args, { cwd: root, env, maxBuffer: 2 ** 26 })
let server: ReturnType<typeof spawn> | undefined

afterAll(() => {
  // The server and what it started (the build it keeps ready, still compiling if the test was quick,
  // hangs for good in a folder removed under it): its whole process group.
  if (server?.pid) process.kill(-server.pid, 'SIGKILL')
  rmSync(root, { recursive: true, force: true })
})

const COUPONS = `
  coupons: {
    folder: 'coupons',
    extension: '.yaml',
    schema: () =>
      z.strictObject({
        title: z.string().min(3).meta({ description: 'What the offer is called.' }),
        amount: z.number().int().positive().meta({ description: 'Dollars off the job.' }),
        details: z.string().min(20).meta({ description: 'Who it is for and what it covers.' }),
      }),
    editorSchema: () => 'coupon.schema.json',
    editor: {
      label: 'Coupons',
      description: 'Offers, each with a page of its own.',
      canCreate: true,
      title: ({ data, id }) => (typeof data.title === 'string' ? data.title : id),
    },
    page: ({ id }) => \`/coupons/\${id}\`,
  },
`
const TEMPLATE_DATA = `import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { DeclaredSite } from '../../../schemas/site.ts'
import { crumbs, type PageData } from '../../../renderer/page-data.ts'

type Coupon = { slug: string; path: string; title: string; amount: number; details: string }
export type Data = Awaited<ReturnType<typeof data>>

export function data(pageContext: PageContextServer) {
  const coupons = (pageContext.site as DeclaredSite).coupons as Coupon[]
  const coupon = coupons.find((c) => c.slug === pageContext.routeParams.slug)
  if (!coupon) throw render(404)
  return {
    seo: { title: coupon.title, description: coupon.details },
    breadcrumbs: crumbs({ name: coupon.title, path: coupon.path }),
    coupon,
  } satisfies PageData
}
`
const TEMPLATE_PAGE = `import { useData } from '../../../renderer/usePageContext.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { coupon } = useData<Data>()
  return (
    <section className="container-page py-12">
      <h1>{coupon.title}</h1>
      <p>{\`$\${coupon.amount} off.\`}</p>
      <p>{coupon.details}</p>
    </section>
  )
}
`

function addCouponsKind() {
  // Neither tests nor the files Vike writes beside a + file for a moment while a build beside this one loads it.
  const copied = (path: string) => !/\.test\.tsx?$/.test(path) && !/\.build-[a-z0-9]{12}\.mjs$/.test(path)
  for (const folder of [...SOURCE, 'shared', 'scripts'])
    cpSync(folder, join(root, folder), { recursive: true, filter: copied })
  for (const file of ['package.json', 'tsconfig.json', 'vite.config.ts']) cpSync(file, join(root, file))
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'))
  const kinds = join(root, 'schemas/kinds.ts')
  const declared = readFileSync(kinds, 'utf8').replace('} as const satisfies', `${COUPONS}} as const satisfies`)
  writeFileSync(kinds, `import { z } from 'zod'\n${declared}`)
  mkdirSync(join(root, 'pages/coupons/@slug'), { recursive: true })
  writeFileSync(join(root, 'pages/coupons/@slug/+data.ts'), TEMPLATE_DATA)
  writeFileSync(join(root, 'pages/coupons/@slug/+Page.tsx'), TEMPLATE_PAGE)
  mkdirSync(join(root, 'content/coupons'))
  writeFileSync(
    join(root, 'content/coupons/spring-tune-up.yaml'),
    'title: Spring tune-up\namount: 25\ndetails: Twenty-five dollars off a full tune-up of one garage door and its opener.\n',
  )
}

const page = (path: string) => readFileSync(join(currentBuild(env.BUILD_DIR), 'client', pageFile(path)), 'utf8')

describe('a new kind of content, from one declaration and one page template', () => {
  it(
    'is checked at file, line and field, built, listed and edited in Site content, and rebuilt alone',
    { timeout: 300_000 },
    async () => {
      addCouponsKind()
      // Checked: a wrong value is named at its file, line and field.
      const bad = join(root, 'content/coupons/winter.yaml')
      writeFileSync(
        bad,
        'title: Winter check\namount: ten\ndetails: Ten dollars off a winter safety check of one door.\n',
      )
      const refused = await run(['--import', 'tsx', 'scripts/validate.ts']).catch(
        (error: { stdout: string; stderr: string }) => error,
      )
      expect(`${refused.stdout}${refused.stderr}`).toMatch(/coupons\/winter\.yaml:2:\d+ amount: .*number/)
      rmSync(bad)

      // Built: its page, in the sitemap.
      const built = await run(['--import', 'tsx', 'scripts/build.ts'])
      // The summary says how many city pages came from their template's hooks (build/template-pages.ts).
      expect(built.stdout).toMatch(
        /rendering [\d.]+ s in \d+ process(es)? \((\d+) city pages from their template's hooks\)/,
      )
      expect(page('/coupons/spring-tune-up')).toContain('<h1>Spring tune-up</h1>')
      expect(readFileSync(join(env.BUILD_DIR, 'client/sitemap.xml'), 'utf8')).toContain('/coupons/spring-tune-up')

      // Listed and edited in Site content, then published by an incremental build.
      const port = await freePort()
      server = spawn(process.execPath, [await serverFile(root)], {
        cwd: root,
        env: { ...env, PORT: String(port) },
        detached: true,
      })
      let output = ''
      server.stdout!.on('data', (chunk) => (output += chunk))
      server.stderr!.on('data', (chunk) => (output += chunk))
      await expect.poll(() => output, { timeout: 60_000 }).toContain('"msg":"listening"')
      const owner = request.agent(`http://127.0.0.1:${port}`)
      const code = /one-time setup code:\s+(\S+)/.exec(output)![1]
      expect(
        (await owner.post('/api/register').send({ username: 'owner', password: ADMIN_PASSWORD, code })).status,
      ).toBe(201)
      const kinds = (await owner.get('/api/admin/content')).body as ContentTypeInfo[]
      expect(kinds).toContainEqual(
        expect.objectContaining({ type: 'coupons', label: 'Coupons', many: true, canCreate: true }),
      )
      const list = (await owner.get('/api/admin/content/coupons')).body as ContentList
      expect(list.entries).toEqual([
        expect.objectContaining({ id: 'spring-tune-up', title: 'Spring tune-up', path: '/coupons/spring-tune-up' }),
      ])
      const opened = (await owner.get('/api/admin/content/coupons/spring-tune-up')).body
      expect(opened.schema.properties.amount.description).toBe('Dollars off the job.')
      const wrong = await owner
        .put('/api/admin/content/coupons/spring-tune-up')
        .send({ values: { ...opened.values, amount: -5 }, version: opened.version })
      expect(wrong.status).toBe(422)
      expect(wrong.body.problems).toContainEqual(
        expect.objectContaining({ file: 'coupons/spring-tune-up.yaml', field: 'amount', here: true }),
      )
      const saved = await owner
        .put('/api/admin/content/coupons/spring-tune-up')
        .send({ values: { ...opened.values, amount: 30 }, version: opened.version })
      expect(saved.status, saved.text).toBe(200)
      let state: PublishState
      do {
        await new Promise((resolve) => setTimeout(resolve, 200))
        state = (await owner.get('/api/admin/content-publish')).body
      } while (state.state === 'building')
      expect(state, output).toMatchObject({ state: 'published' })
      expect(page('/coupons/spring-tune-up')).toContain('<p>$30 off.</p>')
      // Only what read the coupon's amount: its own page.
      expect(state.message).toMatch(/^1 page rendered, \d+ kept$/)
    },
  )
})
