import { safeProxyFactoryAbi } from '@strongroom/protocol'
import { decodeFunctionData, type Hex, zeroAddress } from 'viem'
import type { SafeEventOf } from '../decode/SafeEvent'
import type { TransactionInfo } from '../write/RangeContext'
import { createdSafeStatesTable, safesTable } from '../write/rangeTables'
import type { EventHandler } from './EventHandler'

/** The initializer (setup() calldata) when the creation transaction called the factory directly; null otherwise. */
function setupDataOf(transaction: TransactionInfo | undefined, factory: string | undefined): Hex | null {
  if (!transaction?.to || transaction.to !== factory) return null
  try {
    const { functionName, args } = decodeFunctionData({ abi: safeProxyFactoryAbi, data: transaction.input })
    if (
      functionName === 'createProxyWithNonce' ||
      functionName === 'createChainSpecificProxyWithNonce' ||
      functionName === 'createProxyWithCallback'
    )
      return args[1]
  } catch {
    // Another function, or calldata that is not the factory's: no setup data to show.
  }
  return null
}

/**
 * SafeSetup (+ the factory's ProxyCreation in the same transaction) creates the safes row and the initial state.
 * setup() emits no AddedOwner / ChangedThreshold / ChangedFallbackHandler, so owners, threshold and fallback handler
 * come only from SafeSetup (docs/indexing.md §3.1). A Safe added by address before its creation was seen keeps source
 * 'manual' but gains its creation data.
 */
export const creationHandler: EventHandler = {
  name: 'creation',
  write: {
    SafeSetup: (ctx, event) => {
      const proxyCreation = ctx.events.find(
        (other): other is SafeEventOf<'ProxyCreation'> =>
          other.event === 'ProxyCreation' && other.txHash === event.txHash && other.args.proxy === event.address,
      )
      const singleton = proxyCreation?.args.singleton ?? null
      const transaction = ctx.transaction(event.txHash)
      const { args } = event
      const fallbackHandler = args.fallbackHandler === zeroAddress ? null : args.fallbackHandler
      ctx.rows.add(safesTable, [
        ctx.chainId,
        event.address,
        'factory',
        event.txHash,
        event.blockNumber,
        event.blockHash,
        event.logIndex,
        ctx.timestamp(event.blockNumber),
        transaction?.from ?? null,
        proxyCreation?.address ?? null,
        singleton,
        args.initializer === zeroAddress ? null : args.initializer,
        setupDataOf(transaction, proxyCreation?.address),
        event.blockNumber,
        args.owners,
        Number(args.threshold),
        0,
        [],
        fallbackHandler,
        null,
        singleton,
      ])
      ctx.rows.add(createdSafeStatesTable, [
        ctx.chainId,
        event.address,
        args.owners,
        Number(args.threshold),
        0,
        [],
        null,
        fallbackHandler,
        singleton,
        singleton ? ctx.versionOf(singleton) : null,
        event.blockNumber,
      ])
    },
  },
}
