import { parseTransactionId, type TransactionDetails, type TransactionId } from '@strongroom/protocol'
import type { Address } from 'viem'
import type { ChainRuntime } from '../../chain-runtime/ChainRuntime'
import { requireChain } from '../chains/requireChain'
import { TransactionNotFoundError } from '../errors/TransactionNotFoundError'
import type { GatewayContext } from '../GatewayContext'
import { getSafeSnapshot } from '../safes/getSafeSnapshot'
import { sql } from '../sql/SqlCondition'
import { loadModuleTransactions } from './load/loadModuleTransactions'
import { loadSafeCreation } from './load/loadSafeCreation'
import { loadTransfers } from './load/loadTransfers'
import { loadUnavailableExecutions } from './load/loadUnavailableExecutions'
import type { UnavailableExecutionRecord } from './load/UnavailableExecutionRecord'
import { loadMultisigTransactionDetails } from './loadMultisigTransactionDetails'
import { buildCreationDetails } from './map/buildCreationDetails'
import { buildMappingContext } from './map/buildMappingContext'
import { buildModuleTransactionDetails } from './map/buildModuleTransactionDetails'
import { buildTransferDetails } from './map/buildTransferDetails'
import { buildUnavailableExecutionDetails } from './map/buildUnavailableExecution'

/** The largest log index a row holds (an `integer` column); a larger one in an id names no row (404, never a 500). */
const MAX_LOG_INDEX = 2 ** 31 - 1

/** A single index in a trace address: the log index our event-indexed ids carry in its place. */
function logIndexOf(traceAddress: string): number | null {
  return /^\d+$/.test(traceAddress) ? Number(traceAddress) : null
}

/** Details of an execution of `safe` whose call is unknown, found by safeTxHash or (module) transaction. */
async function loadUnavailableDetails(
  { db, safeApps }: Pick<GatewayContext, 'db' | 'safeApps'>,
  chain: ChainRuntime,
  safeAddress: Address,
  keys: { safeTxHashes?: string[]; moduleTxHashes?: string[] },
  pick: (record: UnavailableExecutionRecord) => boolean = () => true,
): Promise<TransactionDetails | null> {
  const records = await loadUnavailableExecutions(db, { chainId: chain.config.chainId, safe: safeAddress, ...keys })
  const record = records.filter(pick).at(-1)
  if (!record) return null
  const safe = await getSafeSnapshot({ chain, db, address: safeAddress })
  return buildUnavailableExecutionDetails(
    record,
    await buildMappingContext({ chain, db, safeApps, safe, addresses: [] }),
  )
}

async function resolve(
  { db, safeApps }: Pick<GatewayContext, 'db' | 'safeApps'>,
  chain: ChainRuntime,
  id: TransactionId,
): Promise<TransactionDetails | null> {
  const chainId = chain.config.chainId
  switch (id.type) {
    case 'SAFE_TX_HASH':
      return loadMultisigTransactionDetails({ db, chain, safeApps, safeTxHash: id.safeTxHash, safe: null })
    case 'MULTISIG':
      return (
        (await loadMultisigTransactionDetails({
          db,
          chain,
          safeApps,
          safeTxHash: id.safeTxHash,
          safe: id.safeAddress,
        })) ??
        (await loadUnavailableDetails({ db, safeApps }, chain, id.safeAddress, { safeTxHashes: [id.safeTxHash] }))
      )
    case 'MODULE':
    case 'LEGACY_MODULE': {
      const logIndex = id.type === 'MODULE' ? logIndexOf(id.traceAddress) : null
      // An empty trace address (top-level call) or a legacy id names the transaction only: take its first module call.
      if (id.type === 'MODULE' && id.traceAddress !== '' && logIndex === null) return null
      if (logIndex !== null && logIndex > MAX_LOG_INDEX) return null
      const where = [sql('safe = ?', id.safeAddress), sql('tx_hash = ?', id.txHash)]
      if (logIndex !== null) where.push(sql('log_index = ?', logIndex))
      const modules = await loadModuleTransactions(db, { chainId, where })
      const tx = modules[modules.length - 1]
      if (!tx)
        return loadUnavailableDetails(
          { db, safeApps },
          chain,
          id.safeAddress,
          { moduleTxHashes: [id.txHash] },
          (record) => logIndex === null || record.logIndex === logIndex,
        )
      const safe = await getSafeSnapshot({ chain, db, address: id.safeAddress })
      return buildModuleTransactionDetails(
        tx,
        await buildMappingContext({ chain, db, safeApps, safe, addresses: [tx.to] }),
      )
    }
    case 'TOKEN_TRANSFER':
    case 'NATIVE_TRANSFER':
    case 'LEGACY_TRANSFER': {
      const where = [sql('t.safe = ?', id.safeAddress), sql('t.tx_hash = ?', id.txHash)]
      if (id.type === 'TOKEN_TRANSFER') {
        if (id.logIndex > MAX_LOG_INDEX) return null
        where.push(sql('t.log_index = ?', id.logIndex), sql(`t.type <> 'ETHER'`))
      }
      if (id.type === 'NATIVE_TRANSFER') {
        const logIndex = logIndexOf(id.traceAddress)
        if (id.traceAddress !== '' && logIndex === null) return null
        if (logIndex !== null && logIndex > MAX_LOG_INDEX) return null
        if (logIndex !== null) where.push(sql('t.log_index = ?', logIndex))
        where.push(sql(`t.type = 'ETHER'`))
      }
      const transfers = await loadTransfers(db, { chainId, where })
      const transfer = transfers[transfers.length - 1]
      if (!transfer) return null
      const safe = await getSafeSnapshot({ chain, db, address: id.safeAddress })
      return buildTransferDetails(transfer, await buildMappingContext({ chain, db, safeApps, safe, addresses: [] }))
    }
    case 'CREATION': {
      const creation = await loadSafeCreation(db, chainId, id.safeAddress)
      if (!creation) return null
      const safe = await getSafeSnapshot({ chain, db, address: id.safeAddress })
      return buildCreationDetails(creation, await buildMappingContext({ chain, db, safeApps, safe, addresses: [] }))
    }
  }
}

/**
 * `GET /v1/chains/{chainId}/transactions/{id}` for every id form of docs/gateway-api.md §4.10: `multisig_`, `module_`,
 * `transfer_`, the legacy `ethereum_`/two-part `module_`, `creation_` and a bare safeTxHash.
 * @throws {InvalidInputError} for an id that does not parse.
 * @throws {ChainNotServedError} / {TransactionNotFoundError}
 */
export async function getTransactionDetails(
  { db, chains, safeApps }: GatewayContext,
  { chainId, transactionId }: { chainId: string; transactionId: string },
): Promise<TransactionDetails> {
  const chain = requireChain(chains, chainId)
  const id = parseTransactionId(transactionId)
  const details = await resolve({ db, safeApps }, chain, id)
  if (!details) throw new TransactionNotFoundError({ chainId, id: transactionId })
  return details
}
