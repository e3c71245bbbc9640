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

const httpUrl = () => urlWithProtocols(['http:', 'https:'], 'http(s)')

/** The fields of one served chain: in each entry of `chains`, or at the top level of the single-chain shape. */
const chainFields = {
  /** EIP-155 chain id. */
  chainId: z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
  /** Shown in the network menu, such as "Strongroom Devnet". */
  chainName: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  /** JSON-RPC endpoint of that chain; ws(s):// selects a WebSocket transport. */
  rpcUrl: urlWithProtocols(['http:', 'https:', 'ws:', 'wss:'], 'http(s) or ws(s)'),
  /** Block explorer base URL for links, if the chain has one. */
  explorerUrl: z.optional(httpUrl()),
}

/** What the whole deployment shares, whatever the chain. */
const deploymentFields = {
  /** Base URL of the Safe Client Gateway compatible backend, which serves every chain listed. */
  gatewayUrl: httpUrl(),
  /** Enables the WalletConnect (and MetaMask mobile) options; without it they are not offered. */
  walletConnectProjectId: z.optional(z.string().check(z.trim(), z.minLength(1))),
  /**
   * The gateway's VAPID public key (RFC 8292, base64url of the 65-byte P-256 point): enables browser push
   * notifications in Settings; without it they are not offered.
   */
  vapidPublicKey: z.optional(
    z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{86,87}=?$/, 'must be a base64url VAPID public key')),
  ),
}

/**
 * What a deployment tells the built app at start-up (served as `/config.json`), so one build serves any chains, port
 * or host: `chains` lists every chain served, the first being the one shown before the visitor picks another. Shared
 * by the browser (which reads it) and `server/serveWeb.ts` (which serves it).
 */
export const runtimeConfigSchema = z.strictObject({
  chains: z.array(z.strictObject(chainFields)).check(
    z.minLength(1),
    z.refine((chains) => new Set(chains.map((chain) => chain.chainId)).size === chains.length, 'lists a chain twice'),
  ),
  ...deploymentFields,
})

/**
 * A runtime configuration as a deployment writes it: the `chains` shape, or the single-chain shape of earlier releases
 * (the chain's fields at the top level), still accepted.
 */
export type RuntimeConfigInput =
  | z.input<typeof runtimeConfigSchema>
  | (Omit<z.input<typeof runtimeConfigSchema>, 'chains'> & z.input<typeof runtimeConfigSchema>['chains'][number])

/** The validated deployment configuration, in the `chains` shape. */
export type DeploymentConfig = z.infer<typeof runtimeConfigSchema>

/** One chain the deployment serves. */
export type ChainConfig = DeploymentConfig['chains'][number]

/**
 * The runtime configuration as one chain sees it: that chain's fields at the top level (what every screen reads), with
 * every served chain in `chains`. `useRuntimeConfig()` gives the chain on screen (runtimeConfigForChain).
 */
export type RuntimeConfig = Omit<DeploymentConfig, 'chains'> & ChainConfig & { chains: readonly ChainConfig[] }

/**
 * Validates an untrusted runtime configuration value, in the `chains` shape or the single-chain one, and gives it as
 * its first chain sees it.
 * @throws {RuntimeConfigError} with problem `invalid` and one issue line per offending field.
 */
export function parseRuntimeConfig(input: unknown): RuntimeConfig {
  // The single-chain shape: its chain's fields become the one entry of `chains`, and its issues keep their own paths.
  const single = typeof input === 'object' && input !== null && !Array.isArray(input) && !('chains' in input)
  let wire = input
  if (single) {
    const chain: Record<string, unknown> = {}
    const rest: Record<string, unknown> = { chains: [chain] }
    for (const [key, value] of Object.entries(input)) (key in chainFields ? chain : rest)[key] = value
    wire = rest
  }
  const result = runtimeConfigSchema.safeParse(wire)
  if (!result.success) {
    const issues = result.error.issues.map((issue) => {
      const path = issue.path.slice(single && issue.path[0] === 'chains' ? 2 : 0).join('.')
      return path ? `${path}: ${issue.message}` : issue.message
    })
    throw new RuntimeConfigError('The runtime configuration is invalid.', 'invalid', issues, result.error)
  }
  return { ...result.data, ...result.data.chains[0]!, chains: result.data.chains }
}
