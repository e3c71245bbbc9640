import { readFile } from 'node:fs/promises'
import react from '@vitejs/plugin-react'
import type { ChunkingContext } from 'rolldown'
import { type Connect, defineConfig, type Plugin } from 'vite'
import { subresourceIntegrity } from './build/subresourceIntegrity'

/**
 * `vite dev` and `vite preview` have no server/serveWeb.ts in front of them: serve /config.json from the file named
 * by STRONGROOM_WEB_CONFIG, or answer 404 so the app shows its configuration error screen.
 */
function runtimeConfigFromEnv(): Plugin {
  const middleware: Connect.NextHandleFunction = (_request, response) => {
    const path = process.env.STRONGROOM_WEB_CONFIG
    const answer = (status: number, body: string) => {
      response.statusCode = status
      response.setHeader('content-type', 'application/json; charset=utf-8')
      response.setHeader('cache-control', 'no-cache')
      response.end(body)
    }
    if (!path) return answer(404, '{"error":"set STRONGROOM_WEB_CONFIG to a runtime config JSON file"}')
    readFile(path, 'utf8').then(
      (text) => answer(200, text),
      () => answer(404, JSON.stringify({ error: `cannot read ${path}` })),
    )
  }
  return {
    name: 'strongroom:runtime-config-from-env',
    configureServer(server) {
      server.middlewares.use('/config.json', middleware)
    },
    configurePreviewServer(server) {
      server.middlewares.use('/config.json', middleware)
    },
  }
}

const RAINBOWKIT_MAIN = /[\\/]@rainbow-me[\\/]rainbowkit[\\/]dist[\\/]index\.js$/
const RAINBOWKIT_FILE = /[\\/]@rainbow-me[\\/]rainbowkit[\\/]dist[\\/]/

/**
 * RainbowKit's transaction store takes `usePublicClient()` only to call viem's `waitForTransactionReceipt(client, …)`,
 * which works on the bare client. `getPublicClient` extends the client with every public action (and secp256k1), so
 * none of them can be tree-shaken: −44 KB gzip on the landing page (docs/landing-page.md). Fails the build if a RainbowKit
 * upgrade changes the import, rather than silently losing the saving.
 */
function rainbowKitBareClient(): Plugin {
  return {
    name: 'strongroom:rainbowkit-bare-client',
    enforce: 'pre',
    transform(code, id) {
      if (!RAINBOWKIT_MAIN.test(id)) return null
      const pattern = /\busePublicClient(?= \} from "wagmi";)/
      if (!pattern.test(code))
        this.error('RainbowKit no longer imports usePublicClient as expected; revisit this plugin')
      return { code: code.replace(pattern, 'useClient as usePublicClient'), map: null }
    },
  }
}

/**
 * Replaces two of RainbowKit's imports, for RainbowKit only, with the shims in src/features/connect/shims:
 * ua-parser-js (RainbowKit reads only `UAParser().os.name`; −12 KB gzip) and viem/ens `normalize` (used only for the
 * account's ENS avatar; its data is ~11 KB gzip and now loads when a non-trivial name needs it).
 */
function rainbowKitShims(): Plugin {
  const shims: Record<string, string> = {
    'ua-parser-js': `${import.meta.dirname}/src/features/connect/shims/UAParser.ts`,
    'viem/ens': `${import.meta.dirname}/src/features/connect/shims/normalize.ts`,
  }
  return {
    name: 'strongroom:rainbowkit-shims',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && RAINBOWKIT_FILE.test(importer) && source in shims) return shims[source]
      return null
    },
  }
}

/**
 * react-remove-scroll (RainbowKit's modals) locks scrolling with a `<style>` element from react-style-singleton, which
 * the Content-Security-Policy blocks: its `./singleton` module is replaced by one adopting a constructed stylesheet.
 */
function styleSingletonWithoutStyleElement(): Plugin {
  const shim = `${import.meta.dirname}/src/features/connect/shims/stylesheetSingleton.ts`
  return {
    name: 'strongroom:style-singleton-cssom',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './singleton' && importer && /[\\/]react-style-singleton[\\/]dist[\\/]/.test(importer)) return shim
      return null
    },
  }
}

/**
 * RainbowKit draws its QR codes ("Scan with a wallet", "Install … scan to download") with cuer 0.0.3, which asks the
 * `qr` package for a borderless matrix (`border: 0`). cuer's range `qr@~0` now resolves to 0.7, which refuses that
 * (ISO/IEC 18004 quiet zone) with "RangeError: invalid border=0", and the dialog crashes. As qr's own note says, ask
 * for `border: 1` and slice the ring off: the module matrix is the same. Fails the build if cuer's code changes.
 */
function cuerQrBorder(): Plugin {
  return {
    name: 'strongroom:cuer-qr-border',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]cuer[\\/]_dist[\\/]QrCode\.js$/.test(id)) return null
      const pattern = /encodeQR\(value, 'raw', \{\s*border: 0,([^}]*)\}\);/
      if (!pattern.test(code)) this.error('cuer no longer calls encodeQR as expected; revisit this plugin')
      return {
        code: code.replace(
          pattern,
          "encodeQR(value, 'raw', { border: 1,$1}).slice(1, -1).map((row) => row.slice(1, -1));",
        ),
        map: null,
      }
    },
  }
}

const WALLET_APP = `${import.meta.dirname}/src/app/WalletApp.tsx`

/**
 * Names 'wallet' every module that src/app/WalletApp.tsx reaches through static imports and the landing chunk does not
 * hold: the wallet stack the landing page loads after the load event (docs/landing-page.md) then comes as one chunk
 * instead of dozens. What it reaches only through `import()` (wallet SDKs, RainbowKit's locales and icons, screens
 * loaded with their route) keeps its own chunks.
 */
function walletStackChunkName(): (id: string, context: ChunkingContext) => string | null {
  let walletStack: Set<string> | undefined
  return (id, context) => {
    if (!walletStack) {
      walletStack = new Set()
      const pending = [WALLET_APP]
      for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
        if (walletStack.has(next)) continue
        const info = context.getModuleInfo(next)
        // A module something loads by import() marks a lazy boundary (a wallet SDK, a screen): a static import of it
        // may be one tree-shaking drops, and naming it would drag the SDK into this chunk.
        if (next !== WALLET_APP && info?.dynamicImporters.length) continue
        walletStack.add(next)
        pending.push(...(info?.importedIds ?? []))
      }
      if (walletStack.size < 2)
        throw new Error(`${WALLET_APP} is not in the module graph; revisit walletStackChunkName`)
    }
    return walletStack.has(id) ? 'wallet' : null
  }
}

export default defineConfig({
  plugins: [
    react(),
    runtimeConfigFromEnv(),
    rainbowKitBareClient(),
    rainbowKitShims(),
    cuerQrBorder(),
    styleSingletonWithoutStyleElement(),
    subresourceIntegrity(),
  ],
  build: {
    // Only modern browsers run wallets; the polyfill would add bytes to every page load.
    modulePreload: { polyfill: false },
    // The wallet stack is one ~500 kB (raw) chunk by design; lazy wallet SDKs have their own chunks.
    chunkSizeWarningLimit: 1_200,
    rolldownOptions: {
      // protocol is pure by contract (no IO; Biome enforces it), so a module of it that nothing uses can be dropped.
      // Without this every zod schema of protocol/gateway lands in the landing chunk with the first import.
      treeshake: { moduleSideEffects: (id) => !/[\\/]packages[\\/]protocol[\\/]src[\\/]/.test(id) },
      output: {
        // Everything the entry needs statically goes into one chunk, and the wallet stack into another: fewer requests
        // (docs/landing-page.md).
        codeSplitting: {
          groups: [
            { name: 'landing', tags: ['$initial'], priority: 2 },
            { name: walletStackChunkName(), priority: 1 },
          ],
        },
      },
    },
  },
})
