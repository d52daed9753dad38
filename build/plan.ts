import { join, sep } from 'node:path'
import { spareBuild } from './builds.ts'
import { sourceHashes } from './deps-manifest.ts'
import { clearRecycled, linkBundle, linkFiles, pageFileOf, syncFiles } from './folder.ts'
import { codeHash, previousBuild, type Deps } from './rebuild.ts'

/** What a build starts from: what changed since the published build, and what of it is reused. */
export interface Plan {
  /** The published build and what it recorded, unless the build is full or there is none to start from. */
  previous: { dir: string; deps: Deps } | null
  /** Each content file's hash, taken before the check reads any: a file saved meanwhile differs from what is recorded. */
  sources: Record<string, string>
  /** The hash of what the bundle is made from (build/rebuild.ts codeHash). */
  code: string
  /** The hash of the build's own code and of SITE_URL (build/deps-manifest.ts buildHash). */
  build: string
  /** No code changed: the previous bundle is this build's, and so is every page whose reads hash the same. */
  sameBundle: boolean
  /** Nothing changed at all: the published build stays. */
  unchanged: boolean
  /** An old build to make over into this one (with the code unchanged), instead of a new folder. */
  recycled: string | null
  /** The previous build's pages, linked into this one before the check says which are rendered again. */
  linked: string[]
}

export function makePlan(
  settings: { BUILD_DIR: string; CONTENT_DIR: string },
  options: { full?: boolean },
  build: string,
): Plan {
  const sources = sourceHashes(settings.CONTENT_DIR)
  const previous = options.full ? null : previousBuild(settings.BUILD_DIR)
  const code = codeHash(settings.CONTENT_DIR)
  const sameBundle = previous?.deps.code === code
  const unchanged =
    sameBundle && previous.deps.build === build && JSON.stringify(sources) === JSON.stringify(previous.deps.sources)
  return {
    previous,
    sources,
    code,
    build,
    sameBundle,
    unchanged,
    // Publication would prune it; its pages are mostly this build's already, and no build is deleted.
    recycled: sameBundle && previous ? spareBuild(settings.BUILD_DIR) : null,
    linked: sameBundle && previous ? Object.keys(previous.deps.pages) : [],
  }
}

/**
 * Readies the new folder `dir` before anything is written into it: a recycled build keeps only its
 * client folder, and with the code unchanged the previous bundle is linked in (a render process
 * loads it at once).
 */
export function prepareFolder(plan: Plan, dir: string) {
  if (plan.recycled) clearRecycled(dir)
  if (plan.sameBundle && plan.previous) linkBundle(plan.previous, dir, !plan.recycled)
}

/**
 * With the code unchanged, the new build gets every page of the previous one while the content is
 * checked (a made-over folder keeps those it shares). Once the check tells, pages that are gone are
 * taken out and pages rendered again are replaced, never written through (build/render-worker.ts).
 */
export function linkPreviousPages(plan: Plan, dir: string) {
  const previous = plan.previous
  if (!previous || !plan.sameBundle) return
  if (plan.recycled) {
    const clientBundle = previous.deps.bundle.filter((file) => file.startsWith(`client${sep}`))
    syncFiles(join(previous.dir, 'client'), join(dir, 'client'), [
      ...clientBundle.map((file) => file.slice(`client${sep}`.length)),
      ...plan.linked.map(pageFileOf),
    ])
  } else linkFiles(join(previous.dir, 'client'), join(dir, 'client'), plan.linked.map(pageFileOf))
}
