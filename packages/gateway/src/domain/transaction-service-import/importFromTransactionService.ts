import type { TransactionServiceImportItem, TransactionServiceImportReport } from '@strongroom/protocol'
import type { Address } from 'viem'
import { requireChain } from '../chains/requireChain'
import type { GatewayContext } from '../GatewayContext'
import type { Actor } from '../permissions/Actor'
import { requireActorAmong } from '../permissions/requireActorAmong'
import { readSafeOnChain } from '../safes/readSafeOnChain'
import { requireSignableSafe } from '../safes/requireSignableSafe'
import { fetchTransactionServiceList, type ServiceList } from './fetchTransactionServiceList'
import { type ImportTarget, importPendingTransaction } from './importPendingTransaction'
import { importSafeMessage } from './importSafeMessage'
import { requireServiceUrl } from './requireServiceUrl'
import type { TransactionServiceImportSettings } from './transactionServiceImportSettingsSchema'

/** The sentence for a list cut at `maxItems`. */
function truncation(kind: 'transaction' | 'message', list: ServiceList, maxItems: number): string[] {
  return list.truncated
    ? [`The service lists more than ${maxItems} ${kind}s; only the first ${maxItems} were read.`]
    : []
}

/**
 * `POST /v1/chains/{chainId}/safes/{safe}/transaction-service-import` (docs/transaction-service-import.md): moves a
 * Safe's pending queue (unexecuted transactions at or above its nonce) and its off-chain messages from a Safe
 * Transaction Service to this gateway. Only a signed-in owner of the Safe (as the chain says now) may, since the gateway
 * fetches a URL they chose. Both lists are read whole first (a service that fails stores nothing), then every item is
 * checked like a proposal to this gateway, against the chain's owners, and stored or refused on its own.
 * @returns one entry per listed item: imported (with the confirmations that verified) or refused, with sentences.
 * @throws {ChainNotServedError} / {SafeNotFoundError} / {RuleViolationError} / {PermissionDeniedError} /
 *   {InvalidInputError} / {TransactionServiceUnavailableError}
 */
export async function importFromTransactionService(
  { db, chains }: GatewayContext,
  {
    chainId,
    safe,
    actor,
    serviceUrl,
    apiKey,
    settings,
  }: {
    chainId: string
    safe: Address
    actor: Actor
    serviceUrl: string
    apiKey: string | null
    settings: TransactionServiceImportSettings
  },
): Promise<TransactionServiceImportReport> {
  const chain = requireChain(chains, chainId)
  const state = await readSafeOnChain({ client: chain.client, chainId, address: safe })
  requireActorAmong(actor, chainId, state.owners, `an owner of Safe ${safe}`)
  requireSignableSafe(safe, state)
  const service = requireServiceUrl(serviceUrl, settings)

  const read = (path: string, query: Record<string, string> = {}) =>
    fetchTransactionServiceList({ service, path, query, apiKey, settings })
  const queue = await read(`api/v2/safes/${safe}/multisig-transactions/`, {
    executed: 'false',
    nonce__gte: state.nonce.toString(),
  })
  const messages = await read(`api/v1/safes/${safe}/messages/`)

  const target: ImportTarget = { db, client: chain.client, chainId, safe, state }
  const items: TransactionServiceImportItem[] = []
  // Lowest nonce first, as they will be executed; each item on its own, so one bad item refuses only itself.
  for (const raw of [...queue.items].reverse()) items.push(await importPendingTransaction(target, raw))
  for (const raw of messages.items) items.push(await importSafeMessage(target, raw))
  return {
    service: service.base.origin,
    items,
    notes: [
      ...truncation('transaction', queue, settings.maxItems),
      ...truncation('message', messages, settings.maxItems),
    ],
  }
}
