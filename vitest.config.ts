import { defineConfig } from 'vitest/config'

// One project per workspace; `npm test` runs them in order (unit first, browser journeys last).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'lint', root: 'scripts', include: ['**/*.test.ts'] } },
      { test: { name: 'protocol', root: 'packages/protocol', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'devnet',
          root: 'packages/devnet',
          include: ['src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'gateway',
          root: 'packages/gateway',
          include: ['src/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      'packages/web/vitest.config.ts',
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
