import type { Address, PublicClient } from 'viem'
import type { Logger } from '../../createLogger'
import { addressInSlot } from '../decode/addressInSlot'
import type { SafeEvent } from '../decode/SafeEvent'
import type { SingletonVersions } from '../fetch/SingletonVersions'
import { isMultisigOutcome, logKey } from './findUnpairedOutcomes'
import type { ResolvedExecution } from './ResolvedExecution'
import { isMissingStateError, type ResolveExecutionsOptions, resolveExecutions } from './resolveExecutions'
import type { TransactionTracer } from './TransactionTracer'

/** What the indexer of one chain needs to read executions: its chain id, its tracer (support found once) and logger. */
export type ExecutionReading = {
  chainId: string
  tracer: TransactionTracer
  logger: Logger
  executionsAround?: ResolveExecutionsOptions['executionsAround']
}

export type RangeExecutions = {
  /** The range's events, ExecutionSuccess/Failure of L1 Safes carrying the nonce they consumed. */
  events: SafeEvent[]
  /** Resolution of each execution log without its L2 event, by `blockNumber:logIndex`. */
  executions: Map<string, ResolvedExecution>
  /** Storage slot 0 (the singleton) of each Safe set up in the range, at the end of its creation block. */
  creationSingletons: Map<Address, Address | null>
}

/**
 * Reads, for one fetched range, what logs alone do not say (docs/indexing.md §3.7): the singleton each new Safe really
 * runs (slot 0 of the proxy; the one ProxyCreation names is wrong for Safes that switch to L2 in setup) and the calls
 * behind the executions of L1-singleton Safes.
 */
export async function readRangeExecutions({
  client,
  reading,
  events,
  versions,
}: {
  client: PublicClient
  reading: ExecutionReading
  events: SafeEvent[]
  versions: SingletonVersions
}): Promise<RangeExecutions> {
  const setups = events.filter((event) => event.event === 'SafeSetup')
  const [slots, executions] = await Promise.all([
    Promise.all(
      setups.map(async (setup) => {
        try {
          const word = await client.getStorageAt({
            address: setup.address,
            slot: '0x0',
            blockNumber: BigInt(setup.blockNumber),
          })
          return [setup.address, addressInSlot(word)] as const
        } catch (error) {
          if (!isMissingStateError(error)) throw error
          // Not an archive node: the creation handler falls back to the logs (ChangedMasterCopy, else ProxyCreation).
          return [setup.address, null] as const
        }
      }),
    ),
    resolveExecutions({ client, ...reading, events }),
  ])
  const creationSingletons = new Map<Address, Address | null>(slots)
  await versions.resolve([...creationSingletons.values()].filter((value): value is Address => value !== null))
  const withNonces = events.map((event) => {
    if (!isMultisigOutcome(event)) return event
    const resolved = executions.get(logKey(event))
    const nonce =
      resolved?.kind === 'multisig' ? resolved.nonce : resolved?.kind === 'unavailable' ? resolved.nonce : null
    return nonce === null || nonce === undefined
      ? event
      : { ...event, args: { ...event.args, nonce: nonce.toString() } }
  })
  return { events: withNonces, executions, creationSingletons }
}
