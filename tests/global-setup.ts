import { execFileSync } from 'node:child_process'
import { readEnv } from '../shared/env.mjs'

/** Suites that read dist/ or serve it need a fresh build of the current content and code: build once per test run. */
export default function setup() {
  if (readEnv(process.env, ['SKIP_BUILD']).SKIP_BUILD) return
  execFileSync('npm', ['run', 'build', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] })
}
