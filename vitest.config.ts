import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    // Copies of the code that tests and benchmarks build from are not suites.
    exclude: ['node_modules/**', 'dist/**', '.test-builds/**', '.bench/**', '.dist-builds/**'],
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 300_000,
  },
})
