import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

/** Builds a 300-city site 40 times: run on its own, after the rest, so its load times no other suite. */
const REBUILDS = 'tests/incremental-build.test.ts'
// Copies of the code that tests and benchmarks build from are not suites.
const exclude = ['node_modules/**', 'dist/**', '.test-builds/**', '.bench/**', '.dist-builds/**']

export default defineConfig({
  plugins: [react()],
  test: {
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 300_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'suites',
          include: ['**/*.test.ts', '**/*.test.tsx'],
          exclude: [...exclude, REBUILDS],
          sequence: { groupOrder: 0 },
        },
      },
      { extends: true, test: { name: 'rebuilds', include: [REBUILDS], exclude, sequence: { groupOrder: 1 } } },
    ],
  },
})
