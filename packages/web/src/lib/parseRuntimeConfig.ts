// zod/mini: the same schemas without the method-chaining API, a fraction of the bytes on the landing page.
import { z } from 'zod/mini'
import { RuntimeConfigError } from './RuntimeConfigError'

const urlWithProtocols = (protocols: readonly string[], label: string) =>
  z.string().check(
    z.trim(),
    z.refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol)
        } catch {
          return false
        }
      },
      { message: `must be an absolute ${label} URL` },
    ),
  )

/**
 * What a deployment tells the built app at start-up (served as `/config.json`), so one build serves any chain, port
 * or host. Shared by the browser (which reads it) and `server/serveWeb.ts` (which serves it).
 */
export const runtimeConfigSchema = z.strictObject({
  /** EIP-155 chain id the app works on. */
  chainId: z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
  /** Shown in the network menu, such as "Strongroom Devnet". */
  chainName: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  /** JSON-RPC endpoint of that chain; ws(s):// selects a WebSocket transport. */
  rpcUrl: urlWithProtocols(['http:', 'https:', 'ws:', 'wss:'], 'http(s) or ws(s)'),
  /** Base URL of the Safe Client Gateway compatible backend. */
  gatewayUrl: urlWithProtocols(['http:', 'https:'], 'http(s)'),
  /** Enables the WalletConnect (and MetaMask mobile) options; without it they are not offered. */
  walletConnectProjectId: z.optional(z.string().check(z.trim(), z.minLength(1))),
  /** Block explorer base URL for links, if the chain has one. */
  explorerUrl: z.optional(urlWithProtocols(['http:', 'https:'], 'http(s)')),
  /**
   * The gateway's VAPID public key (RFC 8292, base64url of the 65-byte P-256 point): enables browser push
   * notifications in Settings; without it they are not offered.
   */
  vapidPublicKey: z.optional(
    z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{86,87}=?$/, 'must be a base64url VAPID public key')),
  ),
})

/** The validated runtime configuration. */
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>

/**
 * Validates an untrusted runtime configuration value.
 * @throws {RuntimeConfigError} with problem `invalid` and one issue line per offending field.
 */
export function parseRuntimeConfig(input: unknown): RuntimeConfig {
  const result = runtimeConfigSchema.safeParse(input)
  if (result.success) return result.data
  const issues = result.error.issues.map((issue) => {
    const path = issue.path.map(String).join('.')
    return path ? `${path}: ${issue.message}` : issue.message
  })
  throw new RuntimeConfigError('The runtime configuration is invalid.', 'invalid', issues, result.error)
}
