import { parseRuntimeConfig, type RuntimeConfig } from '../lib/parseRuntimeConfig'
import { RuntimeConfigError } from '../lib/RuntimeConfigError'

/** Where the deployment serves the runtime configuration (see server/serveWeb.ts). */
export const RUNTIME_CONFIG_PATH = '/config.json'

/**
 * Fetches and validates the runtime configuration. Every failure becomes a {@link RuntimeConfigError} whose problem
 * tells a missing file from an unreachable server, a non-JSON answer and a schema mismatch.
 */
export async function loadRuntimeConfig(options: { url?: string; fetch?: typeof fetch } = {}): Promise<RuntimeConfig> {
  const url = options.url ?? RUNTIME_CONFIG_PATH
  const fetchImpl = options.fetch ?? globalThis.fetch
  let response: Response
  try {
    // A plain GET so the <link rel="preload"> in index.html is reused; the server marks the file no-cache.
    response = await fetchImpl(url)
  } catch (error) {
    throw new RuntimeConfigError(`Could not reach ${url}.`, 'unreachable', [], error)
  }
  if (response.status === 404) {
    throw new RuntimeConfigError(`The runtime configuration ${url} is missing.`, 'missing', [`HTTP 404 for ${url}`])
  }
  if (!response.ok) {
    throw new RuntimeConfigError(`Could not load ${url}.`, 'unreachable', [
      `HTTP ${response.status} ${response.statusText}`.trim(),
    ])
  }
  const text = await response.text()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    // An SPA fallback answering index.html for a missing file is the usual way to end up here.
    const hint = text.trimStart().startsWith('<') ? 'the server answered with HTML, not JSON' : 'not valid JSON'
    throw new RuntimeConfigError(`The runtime configuration ${url} is not JSON.`, 'not-json', [hint], error)
  }
  return parseRuntimeConfig(json)
}
