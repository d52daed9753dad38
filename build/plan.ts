import { join } from 'node:path'
import { cardFiles } from './share-cards.ts'
import { linkBundle, linkFiles, pageFileOf } from './folder.ts'
import { buildHash, sourceHashes } from './deps-manifest.ts'
import {
  codeHash,
  contentHash,
  DEPS_VERSION,
  publishedInputs,
  recordedDeps,
  type Deps,
  type Inputs,
} from './rebuild.ts'

/** What a build starts from: what changed since the published build, and what of it is reused. */
export interface Plan {
  /** The published build and what its pages read, unless the build is full, nothing changed, or there is none to start from. */
  previous: { dir: string; deps: Deps } | null
  /** What this build is made from (build/rebuild.ts Inputs), for its inputs.json. */
  inputs: Inputs
  /** No code changed: the previous bundle is this build's. */
  sameBundle: boolean
  /** Nor SITE_URL: every page whose reads hash the same is the previous build's too. */
  samePages: boolean
  /** When nothing changed at all, the published build's folder, which stays. */
  unchanged: string | null
  /** The previous build's pages, linked into this one before the check says which are rendered again. */
  linked: string[]
}

/**
 * Compares what this build is made from (the code's hash `source`, build/rebuild.ts sourceHash;
 * the content; SITE_URL) with what the published build was made from, reading what its pages read
 * only when something changed.
 */
export function makePlan(
  settings: { BUILD_DIR: string; CONTENT_DIR: string; SITE_URL: string },
  options: { full?: boolean },
  source: string,
): Plan {
  const sources = sourceHashes(settings.CONTENT_DIR)
  const inputs: Inputs = {
    version: DEPS_VERSION,
    build: buildHash(settings.SITE_URL, source),
    code: codeHash(settings.CONTENT_DIR, source),
    content: contentHash(sources),
  }
  const published = options.full ? null : publishedInputs(settings.BUILD_DIR)
  const same = (key: keyof Inputs) => published?.inputs[key] === inputs[key]
  const unchanged = published && same('code') && same('build') && same('content') ? published.dir : null
  const deps = published && !unchanged ? recordedDeps(published.dir) : null
  const previous = published && deps ? { dir: published.dir, deps } : null
  const sameBundle = previous !== null && same('code')
  return {
    previous,
    inputs,
    sameBundle,
    samePages: sameBundle && same('build'),
    unchanged,
    linked: sameBundle ? Object.keys(previous.deps.pages) : [],
  }
}

/**
 * Readies the new folder `dir` before anything is written into it: with the code unchanged, the
 * previous bundle is linked in.
 */
export function prepareFolder(plan: Plan, dir: string) {
  if (plan.sameBundle && plan.previous) linkBundle(plan.previous, dir)
}

/**
 * With the code unchanged, the new build gets every page of the previous one, and its share cards,
 * while the content is checked. Once the check tells,
 * pages that are gone are taken out and pages rendered again are replaced, never written through
 * (build/render-worker.ts); cards no page names are taken out last (build/share-cards.ts keepCards).
 */
export function linkPreviousPages(plan: Plan, dir: string) {
  const previous = plan.previous
  if (!previous || !plan.sameBundle) return
  const files = [...plan.linked.map(pageFileOf), ...cardFiles(previous.dir)]
  linkFiles(join(previous.dir, 'client'), join(dir, 'client'), files)
}
