import { existsSync, lstatSync, mkdirSync, renameSync, rmSync, symlinkSync } from 'node:fs'
import { readEnv } from '../shared/env.ts'
import { buildsDir, currentBuildIfAny, keptBuilds } from '../shared/build-output.ts'
import { rm } from 'node:fs/promises'
import { dirname, join, relative, resolve } from 'node:path'

/*
 * Making a build folder, publishing it and pruning old ones. Where builds are and which is live, which
 * the server reads too: shared/build-output.ts.
 */

/**
 * What a build without SITE_URL says first: search engines believe what the pages say their address
 * is, and a public site built so would send them to localhost.
 * @param address the default address the build writes instead
 */
export function addressNotSetWarning(address: string) {
  return [
    `WARNING: SITE_URL is not set, so this build writes ${address} as the site's address`,
    '  in every canonical link, og:url, sitemap.xml and robots.txt. That is right only on this computer.',
    '  For the public site, build with its address: SITE_URL=https://www.your-domain.com npm run build',
    '',
  ].join('\n')
}

/** Builds kept: the current one and those before it, whose scripts pages opened before a switch still ask for. */
const KEEP = 3

/** A new, empty build folder. */
export function newBuild(buildDir: string = readEnv(process.env, ['BUILD_DIR']).BUILD_DIR) {
  const dir = unusedName(join(buildsDir(buildDir), `${new Date().toISOString().replace(/[-:Z]/g, '')}-${process.pid}`))
  mkdirSync(dir, { recursive: true })
  linkPackages(buildsDir(buildDir))
  return {
    dir,
    buildDir: resolve(buildDir),
    /** Removes a build that failed: the published one stays. */
    discard: () => rmSync(dir, { recursive: true, force: true }),
  }
}

/**
 * `name` (its time to the millisecond, and the process), or `name-2`, `name-3`… if a build has it:
 * the server publishes one build after another in one process, and two in one millisecond would
 * share a folder. Names sort in the order builds were made (keptBuilds).
 */
function unusedName(name: string) {
  let dir = name
  for (let n = 2; existsSync(dir); n++) dir = `${name}-${n}`
  return dir
}

/**
 * A build's server code imports its packages (vike, react, …) by name, and Node looks for them in
 * the folders above it: a builds folder outside the project gets a link to the project's packages.
 */
function linkPackages(builds: string) {
  const link = join(builds, 'node_modules')
  if (!relative(process.cwd(), builds).startsWith('..') || existsSync(link)) return
  try {
    symlinkSync(resolve('node_modules'), link)
  } catch (error) {
    // Another build made it first.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
}

/**
 * Removes all but the newest few builds (the current one is among them, and any being made):
 * `npm run build` has it done once it has published (build/published-worker.ts).
 */
export async function pruneBuilds(buildDir: string): Promise<void> {
  const current = currentBuildIfAny(buildDir)
  const old = keptBuilds(buildDir)
    .slice(KEEP)
    .filter((dir) => dir !== current)
  await Promise.all(old.map((dir) => rm(dir, { recursive: true, force: true })))
}

/**
 * Makes a complete build the current one in one step.
 * @param {{ dir: string; buildDir: string }} build
 * @returns the build folder, relative to the working directory when it is inside it
 */
export function publishBuild({ dir, buildDir }: { dir: string; buildDir: string }): string {
  const link = `${buildDir}.${process.pid}.next`
  rmSync(link, { force: true })
  symlinkSync(relative(dirname(buildDir), dir), link)
  // A folder left by an older version of the build (not a link) cannot be replaced by a rename.
  if (existsSync(buildDir) && !lstatSync(buildDir).isSymbolicLink()) rmSync(buildDir, { recursive: true })
  renameSync(link, buildDir)
  const shown = relative(process.cwd(), dir)
  return shown.startsWith('..') ? dir : shown
}
