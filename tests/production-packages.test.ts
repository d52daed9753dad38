import { readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join } from 'node:path'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

/** The code a production server runs, and the build it publishes with: everything but tests and the other scripts. */
const FOLDERS = ['admin', 'build', 'components', 'content-loader', 'pages', 'renderer', 'schemas', 'server', 'shared']
const ENTRIES = ['scripts/build.ts', 'scripts/validate.ts', 'scripts/admin-create.ts', 'vite.config.ts']
/** Packages run as commands, not imported: `npm run build` compiles with esbuild (as build/compile.ts does), `npm run serve` runs tsx. */
const COMMANDS = ['esbuild', 'tsx']

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
}

/** `vike/server` → vike, `@radix-ui/react-tabs/x` → @radix-ui/react-tabs. */
const packageOf = (path: string) =>
  path
    .split('/')
    .slice(0, path.startsWith('@') ? 2 : 1)
    .join('/')

describe('packages', () => {
  it('that the server and a publish (the build, Vite and its plugins) import are dependencies, so a production install has them', async () => {
    const { metafile } = await build({
      entryPoints: [...FOLDERS.flatMap(sources), ...ENTRIES],
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      write: false,
      outdir: 'out',
      metafile: true,
      logLevel: 'silent',
      loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty', '.woff2': 'empty' },
    })
    const imported = new Set(
      Object.values(metafile.inputs)
        .flatMap((input) => input.imports)
        .filter((using) => using.external && !using.path.startsWith('node:') && !builtinModules.includes(using.path))
        .map((using) => packageOf(using.path)),
    )
    const { dependencies } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      dependencies: Record<string, string>
    }
    // Types only: erased before anything runs.
    const needed = [...imported, ...COMMANDS].filter((name) => !name.startsWith('@types/')).sort()
    expect(needed.filter((name) => !Object.hasOwn(dependencies, name))).toEqual([])
    // The build and the server are there (a list that found nothing would prove nothing).
    expect(needed).toEqual(expect.arrayContaining(['vike', 'vite', '@vitejs/plugin-react', 'express', 'react']))
  })

  it('pins Vike exactly: the build relies on it beyond its documented API (docs/upgrading-vike.md)', () => {
    const { dependencies } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      dependencies: Record<string, string>
    }
    expect(dependencies.vike).toMatch(/^\d+\.\d+\.\d+$/)
  })
})
