import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import { SAMPLE_APP_VARIANTS, type SampleAppVariantName, sampleAppManifest } from './src/sampleAppManifest'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const variants = Object.keys(SAMPLE_APP_VARIANTS) as SampleAppVariantName[]

/** Each page's `manifest.json` and icon next to its index.html, from one source. */
function manifests(): Plugin {
  return {
    name: 'strongroom:sample-app-manifests',
    generateBundle() {
      const icon = readFileSync(here('./src/icon.svg'))
      for (const variant of variants) {
        this.emitFile({ type: 'asset', fileName: `${variant}/icon.svg`, source: icon })
        this.emitFile({
          type: 'asset',
          fileName: `${variant}/manifest.json`,
          source: `${JSON.stringify(sampleAppManifest(variant), null, 2)}\n`,
        })
      }
    },
  }
}

/**
 * The sample Safe App, built twice from one source: `/v8/` with Safe Apps SDK 8.1.0 and `/v9/` with 9.1.0. Nothing
 * is inline (no module-preload polyfill), so the pages run under a `script-src 'self'` policy.
 */
export default defineConfig({
  root: here('.'),
  base: '/',
  publicDir: false,
  plugins: [manifests()],
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    // Each page carries a whole SDK and viem: a sample, not a product page.
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      input: Object.fromEntries(variants.map((variant) => [variant, here(`./${variant}/index.html`)])),
    },
  },
})
