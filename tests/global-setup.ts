import { execFileSync } from 'node:child_process'
import { readEnv } from '../shared/env.ts'
import { SITE_URL } from './support.ts'

/** Suites that read dist/ or serve it need a fresh build of the current content and code: build once per test run. */
export default function setup() {
  if (readEnv(process.env, ['SKIP_BUILD']).SKIP_BUILD) return
  // The tests' server names the default address; said outright, the build has nothing to warn about.
  execFileSync('npm', ['run', 'build', '--silent'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, SITE_URL: process.env.SITE_URL || SITE_URL },
  })
}
