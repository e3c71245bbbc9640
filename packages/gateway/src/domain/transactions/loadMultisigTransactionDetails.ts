import type { TransactionDetails } from '@strongroom/protocol'
import { type Address, type Hex, isAddressEqual } from 'viem'
import type { ChainRuntime } from '../../chain-runtime/ChainRuntime'
import type { Db } from '../../db/Db'
import type { SafeAppsRegistry } from '../safe-apps/safeAppsConfigSchema'
import { getSafeSnapshot } from '../safes/getSafeSnapshot'
import { type SqlCondition, sql } from '../sql/SqlCondition'
import { loadMultisigTransactions } from './load/loadMultisigTransactions'
import type { MultisigTransactionRecord } from './load/MultisigTransactionRecord'
import { buildMappingContext } from './map/buildMappingContext'
import { buildMultisigTransactionDetails } from './map/buildMultisigTransactionDetails'

/** Owners who confirmed a rejection (a 0-value, data-less call to the Safe itself) competing for the same nonce. */
async function loadRejectors(db: Db, chainId: string, tx: MultisigTransactionRecord): Promise<Address[]> {
  const competing = await loadMultisigTransactions(db, {
    chainId,
    where: [sql('safe = ?', tx.safe), sql('nonce = ?', tx.nonce), sql('safe_tx_hash <> ?', tx.safeTxHash)],
  })
  const rejectors = competing
    .filter((other) => isAddressEqual(other.to, other.safe) && other.value === 0n && other.data === '0x')
    .flatMap((other) => other.confirmations.map((confirmation) => confirmation.owner))
  return [...new Set(rejectors)]
}

/** Details of the multisig transaction `safeTxHash` (of `safe`, when given), or null when it is not stored. */
export async function loadMultisigTransactionDetails({
  db,
  chain,
  safeApps,
  safeTxHash,
  safe: safeAddress,
}: {
  db: Db
  chain: ChainRuntime
  safeApps: SafeAppsRegistry
  safeTxHash: Hex
  safe: Address | null
}): Promise<TransactionDetails | null> {
  const chainId = chain.config.chainId
  const where: SqlCondition[] = [sql('safe_tx_hash = ?', safeTxHash)]
  if (safeAddress) where.push(sql('safe = ?', safeAddress))
  const [tx] = await loadMultisigTransactions(db, { chainId, where })
  if (!tx) return null
  const [safe, rejectors] = await Promise.all([
    getSafeSnapshot({ chain, db, address: tx.safe }),
    loadRejectors(db, chainId, tx),
  ])
  const context = await buildMappingContext({ chain, db, safeApps, safe, addresses: [tx.to, tx.gasToken] })
  return buildMultisigTransactionDetails(tx, context, { rejectors })
}
