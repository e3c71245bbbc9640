import type { RestrictedBridgeMethod } from '@strongroom/protocol'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useRef } from 'react'
import type { Address, Hex } from 'viem'
import { useAccount, usePublicClient } from 'wagmi'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { GatewayError } from '../../lib/gateway/GatewayError'
import { getSafeMessage } from '../../lib/gateway/getSafeMessage'
import { chainInfoQuery } from '../../lib/query/chainInfoQuery'
import type { SafeScope } from '../../lib/query/gatewayKeys'
import { safeBalancesQuery } from '../../lib/query/safeBalancesQuery'
import { safeInfoQuery } from '../../lib/query/safeInfoQuery'
import { transactionDetailsQuery } from '../../lib/query/transactionDetailsQuery'
import { useAddressBook } from '../address-book'
import { useTokenListMode } from '../assets'
import { verifyPreparedSignature } from '../transactions'
import { BridgeRequestError } from './bridge/BridgeRequestError'
import { callSafeAppsRpc } from './bridge/callSafeAppsRpc'
import type { BridgeHandlerContext } from './bridge/createBridgeHandler'
import { createSafeAppPermissions, safeAppPermissionsSafeKey } from './bridge/createSafeAppPermissions'
import { safeAppPermissionsStorage } from './safeAppPermissionsStorage'
import { useSafeAppPermissionsAccount } from './useSafeAppPermissionsAccount'

/** How long an answer read for an app is reused: an app asking in a loop costs the gateway one request per period. */
const BRIDGE_READ_STALE_MS = 5_000

/** A gateway failure's sentence is for users (no URL, no status): the app may read it too. Anything else is not. */
async function readForApp<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (error) {
    if (error instanceof GatewayError) throw new BridgeRequestError(error.message, { cause: error })
    throw error
  }
}

/**
 * What the bridge needs for one app session, from the data layer: the gateway's SafeInfo, ChainInfo, balances,
 * transaction and message details (through TanStack Query, so the screens' cache is shared), the chain's Safe Apps
 * node for `rpcCall`, the address book, and the grants of this Safe to this app's origin. The object is stable for a
 * Safe and an app; the connected account, the address book and the token-list setting are read when asked.
 */
export function useBridgeHandlerContext(options: {
  address: Address
  appOrigin: string
  askPermission(methods: readonly RestrictedBridgeMethod[]): Promise<boolean>
  setOffChainSigning?(enabled: boolean): void
}): BridgeHandlerContext {
  const { gatewayUrl, chainId } = useRuntimeConfig()
  const queryClient = useQueryClient()
  const { address: connected } = useAccount()
  const client = usePublicClient({ chainId })
  const { entries } = useAddressBook()
  const [tokenList] = useTokenListMode()
  const account = useSafeAppPermissionsAccount()
  const live = useRef({ connected, account, entries, tokenList, options })
  live.current = { connected, account, entries, tokenList, options }
  const { address, appOrigin } = options

  return useMemo((): BridgeHandlerContext => {
    const scope: SafeScope = { gatewayUrl, chainId, safe: address }
    const loadChainInfo = () => readForApp(() => queryClient.fetchQuery(chainInfoQuery({ gatewayUrl, chainId })))
    return {
      hostOrigin: window.location.origin,
      chainId,
      connectedAccount: () => live.current.connected,
      loadSafeInfo: () =>
        readForApp(() => queryClient.fetchQuery({ ...safeInfoQuery(scope), staleTime: BRIDGE_READ_STALE_MS })),
      loadChainInfo,
      loadBalances: (currency) =>
        readForApp(() =>
          queryClient.fetchQuery({
            ...safeBalancesQuery(scope, { currency, trusted: live.current.tokenList === 'default' }),
            staleTime: BRIDGE_READ_STALE_MS,
          }),
        ),
      loadTransaction: (safeTxHash: Hex) =>
        readForApp(() =>
          queryClient.fetchQuery({ ...transactionDetailsQuery(scope, safeTxHash), staleTime: BRIDGE_READ_STALE_MS }),
        ),
      async loadMessageSignature(messageHash) {
        // No such message yet, not confirmed, or a combined signature that does not verify here (docs/web-security.md
        // §2.6): the app gets an empty signature, as from Safe{Wallet}.
        const message = await readForApp(() => getSafeMessage({ baseUrl: gatewayUrl, chainId, messageHash }))
        if (!client) return undefined
        return verifyPreparedSignature(client, {
          chainId,
          safe: address,
          messageHash: messageHash as Hex,
          stored: message,
        })
      },
      async rpc(method, params) {
        const chain = await loadChainInfo()
        return callSafeAppsRpc(chain.safeAppsRpcUri.value, method, params)
      },
      permissions: createSafeAppPermissions(
        safeAppPermissionsStorage(),
        () => safeAppPermissionsSafeKey(chainId, address, live.current.account),
        appOrigin,
      ),
      askPermission: (methods) => live.current.options.askPermission(methods),
      addressBook: () => live.current.entries.filter((entry) => entry.chainId === chainId),
      setOffChainSigning: (enabled) => live.current.options.setOffChainSigning?.(enabled),
    }
  }, [gatewayUrl, chainId, address, appOrigin, queryClient, client])
}
