import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    // Some tests import the wallet stack's modules afresh (seconds on a busy 2-core machine): the default 5 s is a
    // timing assumption, not a behaviour.
    testTimeout: 20_000,
    setupFiles: ['./src/testing/configureTestingLibrary.ts'],
    // server/ and build/ tests opt into the node environment with a `@vitest-environment node` docblock.
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'build/**/*.test.ts'],
  },
})
