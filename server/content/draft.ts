import {
  copyFileSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

/** A temporary draft's name: this prefix, the process's id, a hyphen, then random characters. */
const DRAFT_PREFIX = 'content-draft-'
/** A draft named before drafts carried their process's id, this old, is no check's (a check takes about a second). */
const UNOWNED_DRAFT_AGE = 60 * 60 * 1000

/**
 * A draft of the content folder: every file of `contentDir` hard-linked (copied where a link cannot
 * be made, on another disk), then the changed files written as new files in their place (a file
 * linked is replaced, never written through, so the content folder is untouched). `null` removes a
 * file. In `draft` if given (an empty folder, or none yet), else in a new temporary one. Returns the
 * draft's folder; the caller removes it with removeDraft.
 */
export function makeDraft(
  contentDir: string,
  changes: Map<string, string | null>,
  draft = mkdtempSync(join(tmpdir(), `${DRAFT_PREFIX}${process.pid}-`)),
): string {
  mkdirSync(draft, { recursive: true })
  mirror(contentDir, draft)
  for (const [file, text] of changes) {
    const path = join(draft, file)
    rmSync(path, { force: true })
    if (text === null) continue
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, text)
  }
  return draft
}

export function removeDraft(draft: string): void {
  rmSync(draft, { recursive: true, force: true })
}

/**
 * Removes the temporary drafts that a process killed during a check left behind (in `folder`, the
 * system's temporary folder by default): only folders named as makeDraft names them, owned by this
 * process's user, and only those of a process no longer running (or, named before drafts carried a
 * process's id, over an hour old). One that cannot be removed is left. Returns the paths removed.
 */
export function removeStaleDrafts(folder = tmpdir(), now = Date.now()): string[] {
  const removed: string[] = []
  for (const item of readdirSync(folder, { withFileTypes: true })) {
    if (!item.isDirectory() || !item.name.startsWith(DRAFT_PREFIX)) continue
    const path = join(folder, item.name)
    try {
      const { uid, mtimeMs } = lstatSync(path)
      if (uid !== process.getuid?.()) continue
      const owner = /^(\d+)-/.exec(item.name.slice(DRAFT_PREFIX.length))
      if (owner ? isRunning(Number(owner[1])) : now - mtimeMs < UNOWNED_DRAFT_AGE) continue
      removeDraft(path)
      removed.push(path)
    } catch {
      // Gone meanwhile, or not ours to remove: a start-up is never stopped by a leftover.
    }
  }
  return removed
}

/** Whether a process with this id runs (one of another user's counts: it cannot be signalled, but it is there). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function mirror(from: string, to: string) {
  for (const item of readdirSync(from, { withFileTypes: true })) {
    // A git repository's own files are not content.
    if (item.name === '.git') continue
    const source = join(from, item.name)
    const target = join(to, item.name)
    if (item.isDirectory()) {
      mkdirSync(target)
      mirror(source, target)
    } else if (item.isSymbolicLink()) symlinkSync(readlinkSync(source), target)
    else if (lstatSync(source).isFile()) link(source, target)
  }
}

function link(source: string, target: string) {
  try {
    linkSync(source, target)
  } catch {
    copyFileSync(source, target)
  }
}
