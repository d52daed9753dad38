import { existsSync, lstatSync, mkdirSync, renameSync, rmSync, symlinkSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { dirname, join, relative, resolve } from 'node:path'
import { buildsDir, currentBuildIfAny, keptBuilds } from '../shared/build-output.ts'

/*
 * Making a build folder, publishing it and pruning old ones. Where builds are and which is live, which
 * the server reads too: shared/build-output.ts.
 */

/** Builds kept: the current one and those before it, whose scripts pages opened before a switch still ask for. */
const KEEP = 3

/**
 * A new, empty build folder, named by its time and process (and `-2`, `-3`… after a build of the same
 * millisecond, as a process making one after another may): names sort in the order builds were made.
 */
export function newBuild(buildDir: string) {
  const builds = buildsDir(buildDir)
  const name = join(builds, `${new Date().toISOString().replace(/[-:Z]/g, '')}-${process.pid}`)
  let dir = name
  for (let n = 2; existsSync(dir); n++) dir = `${name}-${n}`
  mkdirSync(dir, { recursive: true })
  // A build's server code imports its packages (vike, react, …) by name, and Node looks for them in
  // the folders above it: a builds folder outside the project gets a link to the project's packages.
  if (relative(process.cwd(), builds).startsWith('..') && !existsSync(join(builds, 'node_modules')))
    try {
      symlinkSync(resolve('node_modules'), join(builds, 'node_modules'))
    } catch (error) {
      // Another build made it first.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  /** Removes a build that failed: the published one stays. */
  return { dir, discard: () => rmSync(dir, { recursive: true, force: true }) }
}

/**
 * Removes all but the newest few builds (the current one is among them, and any being made):
 * `npm run build` has it done once it has published (build/published-worker.ts).
 */
export async function pruneBuilds(buildDir: string): Promise<void> {
  const current = currentBuildIfAny(buildDir)
  const old = keptBuilds(buildDir).filter((dir, index) => index >= KEEP && dir !== current)
  await Promise.all(old.map((dir) => rm(dir, { recursive: true, force: true })))
}

/** Makes a complete build the current one in one step; returns its folder, relative to the working directory if in it. */
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
