import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { compiled } from '../server/compiled.ts'

/**
 * `npm run serve`'s server, compiled as it compiles it (server/compiled.ts), from the project in the
 * folder `root`: run it as `node <file>`, in that folder.
 */
export const serverFile = (root?: string) => compiled('server/index.ts', root)

/** Starts `npm run serve`'s command as a real process, its database in `dir` unless `env` names one. */
export async function startServerIn(dir: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [await serverFile()], {
    env: { ...process.env, NODE_ENV: 'production', DATABASE_PATH: join(dir, 'site.db'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const listening = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('"msg":"listening"')) {
        clearInterval(timer)
        resolve()
      }
    }, 50)
    void exited.then(() => {
      clearInterval(timer)
      reject(new Error(output))
    })
  })
  return { child, exited, listening, output: () => output }
}

/** Runs admin:create with a username (and `args`) and ADMIN_PASSWORD against a database of its own in `dir`; its exit code and output. */
export async function createAdminIn(dir: string, database: string, env: Record<string, string>, args: string[] = []) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/admin-create.ts', '--username', 'owner', ...args],
    {
      env: { ...process.env, DATABASE_PATH: join(dir, database), ADMIN_PASSWORD: 'amber-harbor-lantern-42', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  return { code, output }
}
