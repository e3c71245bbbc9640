import {
  type BridgeRequest,
  type ChainInfo,
  type RestrictedBridgeMethod,
  SAFE_SET_SETTINGS,
  type SafeBalanceResponse,
  type SafeInfo,
  type TransactionDetails,
} from '@strongroom/protocol'
import type { Address, Hex } from 'viem'
import { BridgeRequestError } from './BridgeRequestError'
import type { SafeAppPermissions } from './createSafeAppPermissions'
import { toBridgeChainInfo, toBridgeSafeInfo } from './readOnlyBridgeAnswers'

/** What the host knows and can do for one app session (one Safe, one app). */
export interface BridgeHandlerContext {
  /** The host page's origin, told to apps that ask (`getEnvironmentInfo`). */
  hostOrigin: string
  chainId: number
  connectedAccount(): Address | undefined
  loadSafeInfo(): Promise<SafeInfo>
  loadChainInfo(): Promise<ChainInfo>
  loadBalances(currency: string): Promise<SafeBalanceResponse>
  /** The gateway's TransactionDetails of a safeTxHash. */
  loadTransaction(safeTxHash: Hex): Promise<TransactionDetails>
  /** The combined signature of a confirmed off-chain message, or undefined while it has none. */
  loadMessageSignature(messageHash: Hex): Promise<Hex | undefined>
  /** A read-only JSON-RPC call to the chain's Safe Apps node. */
  rpc(method: string, params: readonly unknown[]): Promise<unknown>
  permissions: SafeAppPermissions
  /** Shows "<origin> is requesting access to: …" and resolves with the user's answer. */
  askPermission(methods: readonly RestrictedBridgeMethod[]): Promise<boolean>
  /** The address book entries of this chain. */
  addressBook(): readonly { address: Address; name: string }[]
  /** The app said whether it wants messages signed off-chain (`rpcCall` `safe_setSettings`). */
  setOffChainSigning?(enabled: boolean): void
}

/** The sentence an app gets when the user refuses a permission; the SDK turns it into code 4001 "Permissions rejected". */
export const PERMISSIONS_REJECTED = 'Permissions were rejected'

/**
 * Carries out the bridge's reading and permission methods for one app session (docs/safe-apps-bridge.md §2):
 * `getEnvironmentInfo`, `getSafeInfo`, `getChainInfo`, `getSafeBalances`, `getTxBySafeTxHash`, `rpcCall` (read-only
 * methods only, checked by protocol before this runs), `getOffChainSignature`, `wallet_getPermissions`,
 * `wallet_requestPermissions` (asks the user) and `requestAddressBook` (only with the permission, checked here too).
 * The methods that make the Safe sign (`sendTransactions`, `signMessage`, `signTypedMessage`) go to `sign`, the
 * review flows. Errors meant for the app are {@link BridgeRequestError}s.
 */
export function createBridgeHandler(
  context: BridgeHandlerContext,
  sign: (
    request: Extract<BridgeRequest, { method: 'sendTransactions' | 'signMessage' | 'signTypedMessage' }>,
  ) => Promise<unknown>,
): (request: BridgeRequest) => Promise<unknown> {
  return async (request) => {
    switch (request.method) {
      case 'getEnvironmentInfo':
        return { origin: context.hostOrigin }
      case 'getSafeInfo':
        return toBridgeSafeInfo(await context.loadSafeInfo(), context.connectedAccount())
      case 'getChainInfo':
        return toBridgeChainInfo(await context.loadChainInfo())
      case 'getSafeBalances':
        return context.loadBalances(request.params.currency)
      case 'getTxBySafeTxHash':
        return context.loadTransaction(request.params.safeTxHash)
      case 'getOffChainSignature':
        return (await context.loadMessageSignature(request.params)) ?? ''
      case 'rpcCall': {
        const { call, params } = request.params
        if (call === SAFE_SET_SETTINGS) {
          const settings = params[0]
          const offChainSigning =
            settings !== null && typeof settings === 'object' && 'offChainSigning' in settings
              ? (settings as { offChainSigning: unknown }).offChainSigning
              : undefined
          if (typeof offChainSigning === 'boolean') context.setOffChainSigning?.(offChainSigning)
          return settings ?? {}
        }
        return context.rpc(call, params)
      }
      case 'wallet_getPermissions':
        return context.permissions.list()
      case 'wallet_requestPermissions': {
        const missing = request.params.filter((method) => !context.permissions.has(method))
        if (missing.length > 0 && !(await context.askPermission(missing)))
          throw new BridgeRequestError(PERMISSIONS_REJECTED)
        return context.permissions.grant(request.params)
      }
      case 'requestAddressBook': {
        if (!context.permissions.has('requestAddressBook')) throw new BridgeRequestError(PERMISSIONS_REJECTED)
        const chainId = String(context.chainId)
        return context.addressBook().map((entry) => ({ address: entry.address, name: entry.name, chainId }))
      }
      case 'sendTransactions':
      case 'signMessage':
      case 'signTypedMessage':
        return sign(request)
    }
  }
}
