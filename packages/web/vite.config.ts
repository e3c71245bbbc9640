import { readFile } from 'node:fs/promises'
import react from '@vitejs/plugin-react'
import { type Connect, defineConfig, type Plugin } from 'vite'

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

export default defineConfig({
  plugins: [react(), runtimeConfigFromEnv()],
  build: {
    // Only modern browsers run wallets; the polyfill would add bytes to every page load.
    modulePreload: { polyfill: false },
    // The wallet stack is one ~800 kB (raw) landing chunk by design; lazy wallet SDKs have their own chunks.
    chunkSizeWarningLimit: 1_200,
    rolldownOptions: {
      // protocol is pure by contract (no IO; Biome enforces it), so a module of it that nothing uses can be dropped.
      // Without this every zod schema of protocol/gateway lands in the landing chunk with the first import.
      treeshake: { moduleSideEffects: (id) => !/[\\/]packages[\\/]protocol[\\/]src[\\/]/.test(id) },
      output: {
        // Everything the entry needs statically goes into one chunk: fewer requests on landing (docs/js-floor.md).
        codeSplitting: { groups: [{ name: 'landing', tags: ['$initial'] }] },
      },
    },
  },
})
