import { safeProxyFactoryAbi } from '@strongroom/protocol'
import { type Address, decodeFunctionData, type Hex, zeroAddress } from 'viem'
import { findKnownSingleton } from '../../domain/chains/knownSafeContracts'
import type { SafeEvent, SafeEventOf } from '../decode/SafeEvent'
import type { RangeContext, TransactionInfo } from '../write/RangeContext'
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
 * The singleton a new Safe runs: storage slot 0 of the proxy at the end of its creation block. Without that read (a
 * node without the block's state) the logs say it: the last ChangedMasterCopy of the proxy in the creation transaction
 * before SafeSetup (SafeToL2Setup switches L1 proxies to SafeL2 inside setup), else the singleton ProxyCreation names.
 */
function creationSingleton(
  ctx: RangeContext,
  setup: SafeEventOf<'SafeSetup'>,
  proxyCreation: SafeEventOf<'ProxyCreation'> | undefined,
): Address | null {
  const read = ctx.creationSingleton(setup.address)
  if (read) return read
  const switched = ctx.events.findLast(
    (other): other is SafeEventOf<'ChangedMasterCopy'> =>
      other.event === 'ChangedMasterCopy' &&
      other.txHash === setup.txHash &&
      other.address === setup.address &&
      other.logIndex < setup.logIndex,
  )
  return switched?.args.singleton ?? proxyCreation?.args.singleton ?? null
}

/** The setup() calldata a 1.5.0 factory's ProxyCreationL2 carries. */
function initializerOf(events: readonly SafeEvent[], setup: SafeEventOf<'SafeSetup'>): Hex | null {
  for (const other of events)
    if (
      (other.event === 'ProxyCreationL2' || other.event === 'ChainSpecificProxyCreationL2') &&
      other.txHash === setup.txHash &&
      other.args.proxy === setup.address
    )
      return other.args.initializer
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
      const singleton = creationSingleton(ctx, event, proxyCreation)
      if (singleton && !findKnownSingleton(singleton))
        ctx.logger.warn(
          { safe: event.address, singleton, version: ctx.versionOf(singleton) },
          'this Safe runs on a singleton that is not a released Safe singleton: it is indexed, but opens read-only',
        )
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
        setupDataOf(transaction, proxyCreation?.address) ?? initializerOf(ctx.events, event),
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
