import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { readEnv } from '../shared/env.ts'
import { SITE_URL } from './support.ts'

/**
 * Suites that read dist/ or serve it need a fresh build of the current content and code: build once
 * per test run. The suites' own builds of the same code take the bundle Vite made for it from a store
 * for this run (BUNDLE_STORE, build/vite.ts) rather than each run Vite again on unchanged
 * code; a build of other code (a template a test edits) runs Vite, and the store goes with the run.
 */
export default function setup() {
  mkdirSync('.test-builds', { recursive: true })
  const store = resolve(mkdtempSync(join('.test-builds', 'bundles-')))
  process.env.BUNDLE_STORE = store
  const teardown = () => rmSync(store, { recursive: true, force: true })
  if (readEnv(process.env, ['SKIP_BUILD']).SKIP_BUILD) return teardown
  // The tests' server names the default address; said outright, the build has nothing to warn about.
  execFileSync('npm', ['run', 'build', '--silent'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, SITE_URL: process.env.SITE_URL || SITE_URL },
  })
  return teardown
}
