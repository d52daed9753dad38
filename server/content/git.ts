import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** The environment git runs in: none of a calling git's own variables, which would point it at another repository. */
function gitEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env }
  for (const name of Object.keys(env)) if (name.startsWith('GIT_')) delete env[name]
  return env
}

async function git(cwd: string, args: string[], env = gitEnv()): Promise<string> {
  const { stdout } = await run('git', args, { cwd, env, maxBuffer: 16 * 2 ** 20 })
  return stdout.trim()
}

/** The top folder of the git work tree `dir` is in, or null when it is in none (or git is not installed). */
export async function gitWorkTree(dir: string): Promise<string | null> {
  try {
    return (await git(dir, ['rev-parse', '--show-toplevel'])) || null
  } catch {
    return null
  }
}

/** How an editor is named as a commit's author: their username, at an address that reaches nobody. */
export function authorOf(username: string): string {
  const name = username.replace(/[<>\n\r]/g, '').trim() || 'site-editor'
  const local = name.toLowerCase().replace(/[^a-z0-9._-]+/g, '-')
  return `${name} <${local}@users.noreply.local>`
}

/**
 * Commits exactly `files` (paths inside the work tree `top`, each added, changed or removed) with
 * `username` as the author and `message`; returns the commit's hash. `git commit -- <files>`
 * commits only those paths, so whatever else a developer has staged stays staged and uncommitted.
 * The repository's own committer is used, else the server names itself; hooks are not run (the
 * content check has already passed, and a developer's hooks may need their own tools). A commit that
 * fails leaves none of `files` staged.
 */
export async function commitFiles(top: string, files: string[], username: string, message: string): Promise<string> {
  const env = gitEnv()
  const configured = await git(top, ['config', 'user.email']).catch(() => '')
  if (!configured) {
    env.GIT_COMMITTER_NAME = 'Site content'
    env.GIT_COMMITTER_EMAIL = 'site-content@users.noreply.local'
  }
  try {
    await git(top, ['add', '--all', '--', ...files])
    await git(top, ['commit', '--no-verify', '--quiet', `--author=${authorOf(username)}`, '-m', message, '--', ...files], env)
  } catch (error) {
    // A commit that fails leaves its files unstaged, or the next editor's commit would take them under their name.
    await git(top, ['reset', '--quiet', '--', ...files]).catch(() => {})
    throw error
  }
  return git(top, ['rev-parse', 'HEAD'])
}

/** The text of `file` (relative to `top`) in the last commit, or null. */
export async function committedText(top: string, file: string): Promise<string | null> {
  try {
    const { stdout } = await run('git', ['show', `HEAD:${file}`], { cwd: top, env: gitEnv(), maxBuffer: 16 * 2 ** 20 })
    return stdout
  } catch {
    return null
  }
}
