import { safeL2Abi, safeProxyFactoryAbi } from '@strongroom/protocol'
import {
  type AbiEvent,
  decodeEventLog,
  getAddress,
  type Hash,
  type Log,
  parseAbiItem,
  toEventSelector,
  zeroAddress,
} from 'viem'
import type { LogPosition, SafeEvent, TokenTransferLog } from './SafeEvent'

/** SafeMigration / SafeToL2Migration (v1.4.1-2) emit this in the Safe's context; it is not in the SafeL2 ABI. */
const changedMasterCopyEvent = parseAbiItem('event ChangedMasterCopy(address singleton)')
/** Safe 1.5.0 events missing from the 1.4.1 ABIs (SSA v1.5.0 ModuleManager and SafeProxyFactory). */
const safe150Events = [
  parseAbiItem('event ChangedModuleGuard(address indexed moduleGuard)'),
  parseAbiItem('event ProxyCreationL2(address indexed proxy, address singleton, bytes initializer, uint256 saltNonce)'),
  parseAbiItem(
    'event ChainSpecificProxyCreationL2(address indexed proxy, address singleton, bytes initializer, uint256 saltNonce, uint256 chainId)',
  ),
]

const safeAbiEvents: AbiEvent[] = [
  ...safeL2Abi.filter((item): item is Extract<typeof item, { type: 'event' }> => item.type === 'event'),
  ...safeProxyFactoryAbi.filter((item): item is Extract<typeof item, { type: 'event' }> => item.type === 'event'),
  changedMasterCopyEvent,
  ...safe150Events,
]

/**
 * Between Safe 1.3.0 and 1.4.1 only `indexed` flags changed (topic0 is the same), so each event is tried in both
 * forms and the one whose indexed count matches the log's topic count wins (docs/indexing.md §3.1).
 */
function withUnindexedVariant(event: AbiEvent): AbiEvent[] {
  const unindexed = { ...event, inputs: event.inputs.map((input) => ({ ...input, indexed: false })) }
  return event.inputs.some((input) => input.indexed) ? [event, unindexed] : [event]
}

const variantsBySelector = new Map<Hash, AbiEvent[]>()
for (const event of safeAbiEvents.flatMap(withUnindexedVariant)) {
  const selector = toEventSelector(event)
  variantsBySelector.set(selector, [...(variantsBySelector.get(selector) ?? []), event])
}

/** topic0 of every Safe and factory event the indexer reads, for the `eth_getLogs` topic filter. */
export const safeEventSelectors: Hash[] = [...variantsBySelector.keys()]

const erc20Transfer = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)')
const erc721Transfer = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)')
/** topic0 of ERC-20 and ERC-721 Transfer (identical). */
export const transferSelector: Hash = toEventSelector(erc20Transfer)

type RawLog = Log<bigint, number, false>

function position(log: RawLog): LogPosition {
  return {
    blockNumber: Number(log.blockNumber),
    blockHash: log.blockHash,
    txHash: log.transactionHash,
    txIndex: log.transactionIndex,
    logIndex: log.logIndex,
  }
}

/** JSON-safe copy: bigint → decimal string, addresses kept checksummed (viem decodes them so). */
function toJson(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString()
  if (Array.isArray(value)) return value.map(toJson)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toJson(item)]))
  return value
}

/**
 * Decodes a log of a Safe or factory event; null for logs that merely share a topic0 (wrong topic count, malformed
 * data), which a non-Safe contract may emit.
 */
export function decodeSafeLog(log: RawLog): SafeEvent | null {
  const selector = log.topics[0]
  if (!selector) return null
  for (const variant of variantsBySelector.get(selector) ?? []) {
    const indexed = variant.inputs.filter((input) => input.indexed).length
    if (indexed !== log.topics.length - 1) continue
    try {
      const decoded = decodeEventLog({ abi: [variant], topics: log.topics, data: log.data, strict: true })
      return {
        ...position(log),
        address: getAddress(log.address),
        event: decoded.eventName,
        args: toJson(decoded.args),
      } as SafeEvent
    } catch {
      // Same topic0 and topic count but undecodable data: not a Safe event.
    }
  }
  return null
}

/** Decodes an ERC-20 / ERC-721 Transfer by topic count (3 = ERC-20, 4 = ERC-721); null for anything else. */
export function decodeTransferLog(log: RawLog): TokenTransferLog | null {
  const abi = log.topics.length === 3 ? erc20Transfer : log.topics.length === 4 ? erc721Transfer : null
  if (!abi) return null
  try {
    const { args } = decodeEventLog({ abi: [abi], topics: log.topics, data: log.data, strict: true })
    const isNft = 'tokenId' in args
    return {
      ...position(log),
      token: getAddress(log.address),
      type: isNft ? 'ERC721' : 'ERC20',
      from: args.from ?? zeroAddress,
      to: args.to ?? zeroAddress,
      value: isNft ? null : (args as { value: bigint }).value.toString(),
      tokenId: isNft ? (args as { tokenId: bigint }).tokenId.toString() : null,
    }
  } catch {
    return null
  }
}
