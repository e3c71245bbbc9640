import { type ContractEventName, type Hex, parseAbiItem, toEventSelector } from 'viem'
import { safeL2Abi } from './abis/safeL2Abi'
import { safeProxyFactoryAbi } from './abis/safeProxyFactoryAbi'

/**
 * Every event an indexer of Safe 1.4.1 accounts decodes: the SafeL2 events (emitted by proxies), the factory's
 * ProxyCreation, and ChangedMasterCopy, which SafeMigration emits in a Safe's context when it swaps the singleton.
 * Use it with viem `decodeEventLog` / `parseEventLogs`; topic0 alone identifies the event (1.3.0 and 1.4.1 differ
 * only in `indexed` flags, so decode by topic count when old Safes matter).
 */
export const safeEventsAbi = [
  ...safeL2Abi.filter((item) => item.type === 'event'),
  ...safeProxyFactoryAbi.filter((item) => item.type === 'event'),
  parseAbiItem('event ChangedMasterCopy(address singleton)'),
] as const

/** Name of an event in {@link safeEventsAbi}. */
export type SafeEventName = ContractEventName<typeof safeEventsAbi>

/** topic0 of each Safe event by name, e.g. for the `topics: [[…]]` filter of one `eth_getLogs` over all Safes. */
export const safeEventTopics = Object.fromEntries(
  safeEventsAbi.map((event) => [event.name, toEventSelector(event)]),
) as Readonly<Record<SafeEventName, Hex>>
