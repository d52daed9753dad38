import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { hash as hashText } from '../shared/hash.ts'
import type { FileCache } from '../content-loader/load.ts'
import type { KeptCheck, Reference } from '../content-loader/kept-check.ts'
import { SourceFile } from '../content-loader/source.ts'

/** A check's file: `files` holds, per YAML file (by its path in the content folder), its text's hash and what the check made of it. */
interface CacheFile {
  checker: string
  files: Record<string, [hash: string, value: unknown, references: Reference[]]>
}

/**
 * What one check of a content folder keeps for the next: per valid YAML file, the hash of its text
 * and what the check made of it (the value its schema made, its links and images). The build
 * keeps it in each build (check-cache.json) and hands the published build's to the next check: a
 * file whose text hashes the same is neither parsed nor validated again. That is exact because a
 * file's value and references depend on its text alone (its schema is chosen by its path), and on
 * the checker's code, which `checker` names: a cache made by other code is not used. Every check
 * across files still runs on every file, kept or not.
 */
export class CheckCache implements FileCache {
  private readonly previous: CacheFile['files']
  private readonly hashes = new Map<SourceFile, string>()

  /**
   * @param dir the content folder
   * @param checker a hash of the checker's code (scripts/validate.ts as the build compiles it, and the packages' lock)
   * @param previousText a previous check's cache file, if there is one
   * @param sources the hash of each file's bytes (by its path in the content folder) as the build
   *   read them before this check began, if it did: a file whose hash is the kept one is not read
   */
  constructor(
    private readonly dir: string,
    private readonly checker: string,
    previousText?: string,
    private readonly sources: Record<string, string> = {},
  ) {
    const previous = previousText ? (JSON.parse(previousText) as CacheFile) : null
    this.previous = previous?.checker === checker ? previous.files : {}
  }

  /**
   * Reads a YAML file: from the previous check when its text is the same (as the build's hash of it
   * says, then it is read only if a problem must be located in it), else parsed.
   */
  readYaml = (file: string): SourceFile => {
    const name = relative(this.dir, file)
    const kept = this.previous[name]
    const known = this.sources[name]
    if (kept && known === kept[0])
      return this.made(
        SourceFile.kept(file, () => sameText(file, known), keptCheck(kept)),
        known,
      )
    const bytes = readFileSync(file)
    const hash = hashText(bytes)
    const text = bytes.toString('utf8')
    return this.made(
      kept?.[0] === hash ? SourceFile.kept(file, () => text, keptCheck(kept)) : SourceFile.yaml(file, text),
      hash,
    )
  }

  private made(source: SourceFile, hash: string): SourceFile {
    this.hashes.set(source, hash)
    return source
  }

  /** The cache for the next check: every file read here that is valid, with what was made of it. */
  text(sources: SourceFile[]): string {
    const files: CacheFile['files'] = {}
    for (const source of sources) {
      const hash = this.hashes.get(source)
      const kept = hash && source.keep()
      if (kept) files[relative(this.dir, source.path)] = [hash, kept.value, kept.references]
    }
    return JSON.stringify({ checker: this.checker, files } satisfies CacheFile)
  }
}

const keptCheck = ([, value, references]: CacheFile['files'][string]): KeptCheck => ({ value, references })

/** A kept file's text, read when a problem is located in it: still what the build hashed, or the check stops. */
function sameText(file: string, hash: string): string {
  const bytes = readFileSync(file)
  if (hashText(bytes) !== hash) throw new Error(`${file} changed while the build was checking it: build again`)
  return bytes.toString('utf8')
}
