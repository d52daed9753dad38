import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint()

/** The layer and cycle problems ESLint finds in `code`, as if it were the file at `filePath`. */
async function layerProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages
    .filter((m) => m.ruleId === 'import/no-restricted-paths' || m.ruleId === 'import/no-cycle')
    .map((m) => m.message)
}

describe('the lint keeps layers one-way', () => {
  it('refuses a component that imports the server, and a server module that imports a component', async () => {
    expect(await layerProblems('components/Example.tsx', "export { BlogStore } from '../server/db/blog.ts'\n")).toEqual(
      [
        expect.stringContaining('The UI gets what it shows as props'),
        expect.stringContaining('Only the server opens the database'),
      ],
    )
    expect(await layerProblems('server/example.ts', "export { Header } from '../components/Header.tsx'\n")).toEqual([
      expect.stringContaining('The server renders pages through Vike'),
    ])
  })

  it('refuses schemas/ importing the renderer, and shared/ importing either side', async () => {
    expect(
      await layerProblems('schemas/example.ts', "export { shellData } from '../renderer/shell.ts'\n"),
    ).toHaveLength(1)
    expect(
      await layerProblems('shared/example.ts', "export { loadSite } from '../content-loader/load.ts'\n"),
    ).toHaveLength(1)
  })

  it('refuses the admin application importing the server or a page, and the server importing the admin', async () => {
    expect(await layerProblems('admin/example.ts', "export { Invite } from '../server/db/invites.ts'\n")).toEqual([
      expect.stringContaining('The UI gets what it shows as props'),
      expect.stringContaining('Only the server opens the database'),
    ])
    expect(await layerProblems('admin/example.ts', "export { data } from '../pages/admin/+data.ts'\n")).toEqual([
      expect.stringContaining('mounted by pages/admin/+Page.tsx'),
    ])
    expect(await layerProblems('server/example.ts', "export { ADMIN_SECTIONS } from '../admin/nav.ts'\n")).toEqual([
      expect.stringContaining('The server renders pages through Vike'),
    ])
  })

  it('refuses a schema importing the content loader, which reads content against the schemas', async () => {
    expect(await layerProblems('schemas/example.ts', "export { loadSite } from '../content-loader/load.ts'\n")).toEqual(
      [expect.stringContaining('content-loader/ reads content against it')],
    )
    expect(
      await layerProblems('content-loader/example.ts', "export { CitySchema } from '../schemas/city.ts'\n"),
    ).toEqual([])
  })

  it('refuses a page template or a component that imports the build, and the content loader too', async () => {
    const build = "export { recordingReads } from '../../build/reads.ts'\n"
    expect(await layerProblems('pages/faq/+data.ts', build)).toEqual([
      expect.stringContaining('know nothing of the build'),
    ])
    expect(await layerProblems('schemas/example.ts', "export { makePlan } from '../build/plan.ts'\n")).toEqual([
      expect.stringContaining('know nothing of the build'),
    ])
  })

  it('lets both sides import shared/', async () => {
    expect(await layerProblems('server/example.ts', "export { telHref } from '../shared/telephone.ts'\n")).toEqual([])
    expect(await layerProblems('components/Example.tsx', "export { telHref } from '../shared/telephone.ts'\n")).toEqual(
      [],
    )
  })

  it('refuses an import cycle', async () => {
    // components/nav.ts is imported by Header.tsx: importing Header back closes a cycle.
    expect(await layerProblems('components/nav.ts', "export { Header } from './Header.tsx'\n")).toEqual([
      expect.stringContaining('Dependency cycle'),
    ])
  })
}, 60_000)

describe('the lint keeps the build a leaf', () => {
  it('refuses the renderer any of the build, and the server all of it but build/command.ts', async () => {
    const reads = "export { recordingReads } from '../build/reads.ts'\n"
    expect(await layerProblems('renderer/example.ts', reads)).toEqual([
      expect.stringContaining('The renderer knows nothing of the build'),
    ])
    const builds = "export { publishBuild } from '../build/builds.ts'\n"
    expect(await layerProblems('server/example.ts', builds)).toEqual([
      expect.stringContaining('through build/command.ts alone'),
    ])
    expect(
      await layerProblems('server/content/example.ts', "export { buildCommand } from '../../build/command.ts'\n"),
    ).toEqual([])
    expect(
      await layerProblems('server/example.ts', "export { currentBuild } from '../shared/build-output.ts'\n"),
    ).toEqual([])
  })
}, 60_000)
