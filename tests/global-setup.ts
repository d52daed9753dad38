import { execFileSync } from 'node:child_process'

/** Suites that read dist/ or serve it need a fresh build of the current content and code: build once per test run. */
export default function setup() {
  if (process.env.SKIP_BUILD === '1') return
  execFileSync('npm', ['run', 'build', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] })
}
