import { availableParallelism } from 'node:os'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { LongestFirst } from './tests/sequencer.ts'

// Copies of the code that tests and benchmarks build from are not suites.
const exclude = ['node_modules/**', 'dist/**', '.test-builds/**', '.bench/**', '.dist-builds/**', '.dist-preview/**']

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude,
    globalSetup: ['tests/global-setup.ts'],
    // The longest suite first, then the rest (tests/sequencer.ts).
    sequence: { sequencer: LongestFirst },
    // Suites are independent (each its own server on port 0, its own SQLite file, its own build
    // folder; dist/ is only read), and much of their time is spent waiting: on Chromium, on a
    // server, on a build in another process, on a slow mail server's 8 s answers. Two more suites
    // than processors keep them busy: on two cores, whole runs took 429 s with four at once, 460 s
    // with three and 473 s with five (more processor time lost to switching between them); Vitest's
    // default in a run is one fewer than processors, a single suite at a time on two cores.
    maxWorkers: availableParallelism() + 2,
    // A worker runs file after file with the modules it already imported (the server, the content
    // loader, React, Playwright): importing them afresh for each of 189 files cost more processor
    // time than any suite but the builds. No suite mocks a module or keeps state in one that another
    // reads; one that sets the environment for its builds puts it back (tests/content-editing.ts).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 300_000,
  },
})
