import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// One project per workspace; `npm test` runs them in order (unit first, browser journeys last).
//
// Speed on a 2-core machine (CI's size): vitest's default of cores - 1 workers ran one test file at a time there while
// the second core idled, so every core gets a worker. The node-side projects also share their module cache between
// the files of one worker (`isolate: false`): re-importing viem, Fastify and PGlite for every gateway file cost more
// than the tests themselves. Their tests hold no module-level state between files (no `vi.mock`; timers and stubs are
// restored in afterEach), which this relies on; the web project keeps isolation, since its DOM outlives a file.
export default defineConfig({
  test: {
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'lint', root: 'scripts', include: ['**/*.test.ts'] } },
      { test: { name: 'protocol', root: 'packages/protocol', include: ['src/**/*.test.ts'], isolate: false } },
      {
        test: {
          name: 'devnet',
          root: 'packages/devnet',
          include: ['src/**/*.test.ts'],
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'gateway',
          root: 'packages/gateway',
          include: ['src/**/*.test.ts'],
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      'packages/web/vitest.config.ts',
      {
        test: {
          name: 'sample-app',
          root: 'packages/sample-app',
          include: ['src/**/*.test.ts', 'server/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.spec.ts', '**/*.test.ts'],
          exclude: ['**/node_modules/**'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
