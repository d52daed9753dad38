import { spawn } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { removeBuilds } from '../../tests/build-command.ts'

/** A fresh clone's first `npm start`, to its first page served, in seconds (issue 46). */
export const FIRST_START_BUDGET_S = 10

/** What a clone holds besides node_modules: the code, the content and the configuration. */
const CLONED = [
  'admin',
  'build',
  'components',
  'content',
  'content-loader',
  'pages',
  'renderer',
  'schemas',
  'scripts',
  'server',
  'shared',
  'package.json',
  'tsconfig.json',
  'vite.config.ts',
]

/**
 * A copy of the project as a fresh clone after `npm install` is: the code and content copied, and a
 * node_modules of its own whose packages are this one's (linked) but with no cache (the compiled
 * build code, Vite's), so nothing is reused from an earlier build.
 */
function freshClone(): string {
  const root = mkdtempSync(join(tmpdir(), 'first-start-'))
  for (const entry of CLONED)
    cpSync(entry, join(root, entry), { recursive: true, filter: (path) => !/\.test\.tsx?$/.test(path) })
  mkdirSync(join(root, 'node_modules'))
  for (const name of readdirSync('node_modules'))
    if (name !== '.cache' && name !== '.vite')
      symlinkSync(resolve('node_modules', name), join(root, 'node_modules', name))
  return root
}

/** Runs `npm start` in a fresh clone and times it until the home page answers; the clone goes after. */
export async function benchFirstStart(): Promise<{ seconds: number; said: string }> {
  const root = freshClone()
  const port = 3900 + Math.floor(Math.random() * 90)
  const started = performance.now()
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATABASE_PATH: join(root, 'data', 'site.db') },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-4000)))
  child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-4000)))
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start ended:\n${output}`)
      if (performance.now() - started > 120_000) throw new Error(`npm start served nothing in 120 s:\n${output}`)
      const answer = await fetch(`http://127.0.0.1:${port}/`).catch(() => null)
      if (answer?.ok) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const seconds = Math.round((performance.now() - started) / 100) / 10
    return { seconds, said: output.split('\n').find((line) => line.startsWith('built ')) ?? '' }
  } finally {
    // npm and the server it started: the whole group; then the share cards' worker, which goes on
    // alone (`--cards-later`) drawing into the clone, and the clone.
    process.kill(-child.pid!, 'SIGTERM')
    await new Promise((resolve) => child.on('exit', resolve))
    removeBuilds(root)
  }
}

/** The budget, as the bench's list of failures says it. */
export function firstStartOverBudget(figures: { seconds: number }): string[] {
  return figures.seconds > FIRST_START_BUDGET_S
    ? [
        `a fresh clone's first npm start served its first page in ${figures.seconds} s (budget ${FIRST_START_BUDGET_S} s)`,
      ]
    : []
}

// `npx tsx scripts/bench/first-start.ts`: this part alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await benchFirstStart()
  console.log(figures)
  const failures = firstStartOverBudget(figures)
  if (failures.length) {
    console.error(failures.join('\n'))
    process.exitCode = 1
  }
}
