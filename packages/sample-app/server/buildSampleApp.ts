import { fileURLToPath } from 'node:url'
import { build } from 'vite'

const CONFIG = fileURLToPath(new URL('../vite.config.ts', import.meta.url))

/** Builds the sample app into its dist/ (both pages), quietly; for test stacks that serve a fresh build. */
export async function buildSampleApp(): Promise<void> {
  await build({ configFile: CONFIG, logLevel: 'error' })
}
