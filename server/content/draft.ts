import { copyFileSync, linkSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

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
  draft = mkdtempSync(join(tmpdir(), 'content-draft-')),
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
