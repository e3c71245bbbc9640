import type { Address } from 'viem'
import { combineSafeChanges } from '../../domain/events/combineSafeChanges'
import type { SafeChange, SafeChangeNotification } from '../../domain/events/SafeChange'
import { decodeMultisigExecution } from '../decode/decodeMultisigExecution'
import { findMultisigOutcome } from '../decode/findOutcome'
import type { SafeEvent } from '../decode/SafeEvent'
import { logKey } from '../executions/findUnpairedOutcomes'
import type { ResolvedExecution } from '../executions/ResolvedExecution'
import type { RangeData } from '../fetch/fetchRange'

type Change = Omit<SafeChange, 'chainId'>

/** An executed multisig transaction: every list may change, and owners are told. */
function executionChange(log: { address: Address; txHash: string }, safeTxHash: string, failed: boolean): Change {
  return {
    safe: log.address,
    kinds: ['queue', 'history', 'balances', 'safe'],
    reason: 'execution',
    notifications: [
      { type: 'EXECUTED_MULTISIG_TRANSACTION', payload: { safeTxHash, txHash: log.txHash, failed: String(failed) } },
    ],
  }
}

/** What one Safe event changes for clients, or null when it changes nothing they show. */
function changeOf(
  chainId: string,
  event: SafeEvent,
  events: readonly SafeEvent[],
  executions: ReadonlyMap<string, ResolvedExecution>,
): Change | null {
  switch (event.event) {
    case 'SafeSetup':
      return { safe: event.address, kinds: ['safe', 'history'], reason: 'creation' }
    // Owners and threshold decide the queue's and messages' confirmation counts and signer lists.
    case 'AddedOwner':
    case 'RemovedOwner':
    case 'ChangedThreshold':
      return { safe: event.address, kinds: ['safe', 'queue', 'messages'], reason: 'settings' }
    case 'EnabledModule':
    case 'DisabledModule':
    case 'ChangedFallbackHandler':
    case 'ChangedGuard':
    case 'ChangedModuleGuard':
    case 'ChangedMasterCopy':
      return { safe: event.address, kinds: ['safe'], reason: 'settings' }
    case 'SafeMultiSigTransaction': {
      const { safeTxHash } = decodeMultisigExecution(chainId, event)
      const outcome = findMultisigOutcome(events, event, safeTxHash)
      // multisigHandler records no execution without its outcome log (not a real Safe 1.3+ execution).
      if (!outcome) return null
      return executionChange(event, safeTxHash, outcome.event === 'ExecutionFailure')
    }
    case 'SafeModuleTransaction':
      return { safe: event.address, kinds: ['history', 'balances'], reason: 'module-transaction' }
    // Executions of L1 Safes: only those the indexer resolved (an L2 execution's outcome closes the event above).
    case 'ExecutionSuccess':
    case 'ExecutionFailure': {
      const resolved = executions.get(logKey(event))
      if (!resolved || resolved.kind === 'module') return null
      return executionChange(event, event.args.txHash, event.event === 'ExecutionFailure')
    }
    case 'ExecutionFromModuleSuccess':
    case 'ExecutionFromModuleFailure':
      return executions.has(logKey(event))
        ? { safe: event.address, kinds: ['history', 'balances'], reason: 'module-transaction' }
        : null
    case 'ApproveHash':
      return {
        safe: event.address,
        kinds: ['queue'],
        reason: 'confirmation',
        notifications: [
          { type: 'NEW_CONFIRMATION', payload: { safeTxHash: event.args.approvedHash, owner: event.args.owner } },
        ],
      }
    case 'SafeReceived':
      return {
        safe: event.address,
        kinds: ['history', 'balances'],
        reason: 'incoming-transfer',
        notifications: [{ type: 'INCOMING_ETHER', payload: { txHash: event.txHash, value: event.args.value } }],
      }
    // ProxyCreation comes with SafeSetup; outcomes close the executions above; SignMsg changes no list.
    default:
      return null
  }
}

/**
 * The changes a block range makes, one per Safe (combineSafeChanges), for publishSafeChange: Safe events by family
 * and token transfers to or from indexed Safes (ERC-20 move balances, ERC-721 collectibles). Push notifications
 * (transaction-service event types) are attached only when `notify` is set, i.e. near the chain head: a catch-up
 * through history must not push years of old events to phones.
 */
export function collectRangeChanges({
  chainId,
  data,
  isIndexedSafe,
  notify,
}: {
  chainId: string
  data: Pick<RangeData, 'events' | 'tokenTransfers'> & Partial<Pick<RangeData, 'executions'>>
  isIndexedSafe: (address: Address) => boolean
  notify: boolean
}): SafeChange[] {
  const changes: Change[] = []
  for (const event of data.events) {
    const change = changeOf(chainId, event, data.events, data.executions ?? new Map())
    if (change) changes.push(change)
  }
  for (const log of data.tokenTransfers) {
    const kinds = log.type === 'ERC721' ? (['history', 'collectibles'] as const) : (['history', 'balances'] as const)
    if (isIndexedSafe(log.from)) changes.push({ safe: log.from, kinds, reason: 'outgoing-transfer' })
    if (isIndexedSafe(log.to) && log.to !== log.from) {
      const payload: SafeChangeNotification['payload'] =
        log.type === 'ERC721'
          ? { tokenAddress: log.token, txHash: log.txHash, tokenId: log.tokenId }
          : { tokenAddress: log.token, txHash: log.txHash, value: log.value }
      changes.push({
        safe: log.to,
        kinds,
        reason: 'incoming-transfer',
        notifications: [{ type: 'INCOMING_TOKEN', payload }],
      })
    }
  }
  return combineSafeChanges(
    changes.map(({ notifications, ...change }) => ({
      chainId,
      ...change,
      ...(notify && notifications ? { notifications } : {}),
    })),
  )
}
