import { safeProxyFactoryAbi } from '@strongroom/protocol'
import { decodeFunctionData, type Hex, zeroAddress } from 'viem'
import type { TransactionInfo } from '../RangeContext'
import type { SafeEventOf } from '../SafeEvent'
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
 * come only from SafeSetup (indexing.md §3.1). A Safe added by address before its creation was seen keeps source
 * 'manual' but gains its creation data.
 */
export const creationHandler: EventHandler = {
  name: 'creation',
  write: {
    SafeSetup: async (ctx, event) => {
      const proxyCreation = ctx.events.find(
        (other): other is SafeEventOf<'ProxyCreation'> =>
          other.event === 'ProxyCreation' && other.txHash === event.txHash && other.args.proxy === event.address,
      )
      const singleton = proxyCreation?.args.singleton ?? null
      const transaction = ctx.transaction(event.txHash)
      const { args } = event
      const fallbackHandler = args.fallbackHandler === zeroAddress ? null : args.fallbackHandler
      await ctx.tx.query(
        `insert into safes (chain_id, address, source, creation_tx_hash, creation_block_number, creation_block_hash,
           creation_log_index, created_at, creator, factory, singleton, initializer, setup_data, initial_block,
           initial_owners, initial_threshold, initial_nonce, initial_modules, initial_fallback_handler,
           initial_guard, initial_singleton)
         values ($1, $2, 'factory', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $4, $13, $14, 0, '{}', $15, null, $10)
         on conflict (chain_id, address) do update set
           creation_tx_hash = excluded.creation_tx_hash, creation_block_number = excluded.creation_block_number,
           creation_block_hash = excluded.creation_block_hash, creation_log_index = excluded.creation_log_index,
           created_at = excluded.created_at, creator = excluded.creator, factory = excluded.factory,
           singleton = excluded.singleton, initializer = excluded.initializer, setup_data = excluded.setup_data,
           initial_block = excluded.initial_block, initial_owners = excluded.initial_owners,
           initial_threshold = excluded.initial_threshold, initial_nonce = 0, initial_modules = '{}',
           initial_fallback_handler = excluded.initial_fallback_handler, initial_guard = null,
           initial_singleton = coalesce(excluded.initial_singleton, safes.initial_singleton)
         where safes.creation_tx_hash is null`,
        [
          ctx.chainId,
          event.address,
          event.txHash,
          event.blockNumber,
          event.blockHash,
          event.logIndex,
          ctx.header(event.blockNumber).timestamp,
          transaction?.from ?? ctx.receipt(event.txHash)?.from ?? null,
          proxyCreation?.address ?? null,
          singleton,
          args.initializer === zeroAddress ? null : args.initializer,
          setupDataOf(transaction, proxyCreation?.address),
          args.owners,
          Number(args.threshold),
          fallbackHandler,
        ],
      )
      await ctx.tx.query(
        `insert into safe_states (chain_id, address, owners, threshold, nonce, modules, guard, fallback_handler,
           singleton, version, updated_block)
         values ($1, $2, $3, $4, 0, '{}', null, $5, $6, $7, $8)
         on conflict do nothing`,
        [
          ctx.chainId,
          event.address,
          args.owners,
          Number(args.threshold),
          fallbackHandler,
          singleton,
          singleton ? ctx.versionOf(singleton) : null,
          event.blockNumber,
        ],
      )
    },
  },
}
