import { type Address, getAddress, type Hash, type PublicClient, pad } from 'viem'
import { decodeSafeLog, decodeTransferLog, safeEventSelectors, transferSelector } from '../decode/decodeLogs'
import { isPlausibleSafeSetup } from '../decode/isPlausibleSafeSetup'
import type { SafeEvent, TokenTransferLog } from '../decode/SafeEvent'
import { isFactoryEvent, safeOf } from '../decode/safeOf'
import type { ResolvedExecution } from '../executions/ResolvedExecution'
import { type ExecutionReading, readRangeExecutions } from '../executions/readRangeExecutions'
import { IndexerError } from '../IndexerError'
import type { BlockHeader, TransactionInfo } from '../write/RangeContext'
import { fetchTokenMetadata, type TokenMetadata } from './fetchTokenMetadata'
import { LogReader, type RawLog } from './LogReader'
import { NodeAnswerError } from './NodeAnswerError'
import type { SingletonVersions } from './SingletonVersions'

/** Everything read from the chain for one block range, ready to be written in one transaction. */
export type RangeData = {
  from: number
  to: number
  /** Headers of `from` and `to` (stored for reorg detection and the continuity check of the next range). */
  headers: Map<number, BlockHeader>
  /** Timestamp of every block holding an event or transfer below. */
  timestamps: Map<number, Date>
  /** Events of indexed Safes (including Safes created in this range), in chain order. */
  events: SafeEvent[]
  /** Safes whose SafeSetup (with the factory's ProxyCreation) is in this range. */
  newSafes: Set<Address>
  tokenTransfers: TokenTransferLog[]
  /** Creation transactions (sender and calldata, for the setup data). */
  transactions: Map<Hash, TransactionInfo>
  /** Metadata of tokens first seen in this range. */
  tokens: TokenMetadata[]
  /** Calls behind the execution logs of L1-singleton Safes, by `blockNumber:logIndex` (docs/indexing.md §3.7). */
  executions: Map<string, ResolvedExecution>
  /** Singleton (storage slot 0) of each Safe set up in the range, at the end of its creation block; null if unread. */
  creationSingletons: Map<Address, Address | null>
}

export type FetchRangeOptions = {
  client: PublicClient
  from: number
  to: number
  /** Safes indexed before this range. */
  indexedSafes: ReadonlySet<Address>
  /** Tokens whose metadata is stored already. */
  knownTokens: ReadonlySet<Address>
  versions: SingletonVersions
  /**
   * Backfill of Safes added by address (docs/rpc-providers.md §5): read only their logs (and the ProxyCreation naming
   * them), by address in chunks; their SafeSetup makes them `newSafes`.
   */
  onlySafes?: ReadonlySet<Address>
  /** Read the calls behind L1 executions and new Safes' singletons (without it, neither is read). */
  executionReading?: ExecutionReading
  /** The chain's log reader (provider caps, refusals, concurrency: docs/rpc-providers.md §3); a plain one if absent. */
  logs?: LogReader
  /**
   * Watch mode (docs/rpc-providers.md §5): read only the events of the Safes indexed before the range, by address (in
   * chunks), and find no new Safes; otherwise every Safe event on the chain is read and new Safes are found.
   */
  watch?: boolean
}

/** Addresses per eth_getLogs topic filter (the transaction service lowered 5000 to 1000 for picky nodes). */
const TOPIC_CHUNK = 1000

const HASH = /^0x[0-9a-f]{64}$/i

/**
 * The header of `blockNumber`, checked before it is used (docs/rpc-providers.md §8): the block asked for, 32-byte
 * hashes, a time a date can hold.
 * @throws {NodeAnswerError} for a malformed header; {IndexerError} (retryable) for a block without a hash yet.
 */
async function getHeader(client: PublicClient, blockNumber: number): Promise<BlockHeader> {
  const malformed = (what: string, cause?: unknown) =>
    new NodeAnswerError(
      `The node of chain ${client.chain?.id ?? 'unknown'} answered eth_getBlockByNumber for block ${blockNumber} with ${what}.`,
      { cause, details: { blockNumber } },
    )
  let block: Awaited<ReturnType<PublicClient['getBlock']>>
  try {
    block = await client.getBlock({ blockNumber: BigInt(blockNumber) })
  } catch (error) {
    // viem formats the answer: a field that is not a number or hex fails there, not at the node.
    if (error instanceof SyntaxError || error instanceof TypeError || error instanceof RangeError)
      throw malformed('a malformed block', error)
    throw error
  }
  if (!block.hash)
    throw new IndexerError(`Block ${blockNumber} has no hash yet.`, { retryable: true, details: { blockNumber } })
  const timestamp = Number(block.timestamp) * 1000
  if (block.number !== BigInt(blockNumber)) throw malformed(`block ${block.number}`)
  if (!HASH.test(block.hash) || !HASH.test(block.parentHash)) throw malformed('a malformed block hash')
  // Chains choose their clocks (a devnet may run ahead): only a time no date can hold is refused.
  if (!Number.isSafeInteger(timestamp) || timestamp < 0) throw malformed('an impossible block time')
  return {
    number: blockNumber,
    hash: block.hash,
    parentHash: block.parentHash,
    timestamp: new Date(timestamp),
  }
}

const byPosition = (a: { blockNumber: number; logIndex: number }, b: { blockNumber: number; logIndex: number }) =>
  a.blockNumber - b.blockNumber || a.logIndex - b.logIndex

const changedDuringFetch = (from: number, to: number, details: Record<string, unknown>) =>
  new IndexerError(`The chain changed while range ${from}-${to} was read.`, { retryable: true, details })

/**
 * Reads one block range in three round trips, each one JSON-RPC batch:
 * 1. the headers of `from` and `to`;
 * 2. Safe and factory events (one eth_getLogs over all Safe topics, no address filter, as the transaction service's
 *    L2 indexer does, so Safes from any factory are found) and ERC-20/721 Transfers from and to the Safes indexed
 *    before the range (plus, only when the range creates Safes, a second batch for their transfers);
 * 3. the header of the last block again, the creation transactions of new Safes, new token metadata, singleton
 *    versions, and headers only for blocks whose logs came without `blockTimestamp` (older nodes).
 * When the last block has the same hash before and after the logs were read, every block up to it is the one the logs
 * came from (each block commits to its parent), so the range is consistent without a header per block.
 * @throws {IndexerError} (retryable) when the chain changed during the fetch.
 */
export async function fetchRange(options: FetchRangeOptions): Promise<RangeData> {
  const { client, from, to, onlySafes } = options
  const logs = options.logs ?? LogReader.plain(client)
  const [fromHeader, toHeader] = await Promise.all([
    getHeader(client, from),
    from === to ? null : getHeader(client, to),
  ])
  const headers = new Map<number, BlockHeader>([[from, fromHeader]])
  if (toHeader) headers.set(to, toHeader)
  const lastHeader = toHeader ?? fromHeader

  const [safeLogs, transferLogs] = await Promise.all([
    Promise.all(
      onlySafes
        ? // The factory's event naming a Safe is read with its SafeSetup's block (readProxyCreations).
          chunks([...onlySafes]).map((address) => logs.getLogs({ from, to, address, topics: [safeEventSelectors] }))
        : options.watch
          ? chunks([...options.indexedSafes]).map((address) =>
              logs.getLogs({ from, to, address, topics: [safeEventSelectors] }),
            )
          : [logs.getLogs({ from, to, topics: [safeEventSelectors] })],
    ).then((batches) => batches.flat()),
    fetchTransferLogs(logs, options, [...(onlySafes ?? options.indexedSafes)]),
  ])

  if (onlySafes) safeLogs.push(...(await readProxyCreations(logs, safeLogs, onlySafes)))

  const seen = new Set<string>()
  const decoded = safeLogs
    .map(decodeSafeLog)
    .filter((event): event is SafeEvent => {
      if (!event) return false
      const key = `${event.blockNumber}:${event.logIndex}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .sort(byPosition)

  // A Safe is created by SafeSetup from the proxy together with the factory's ProxyCreation naming it.
  const newSafes = new Set<Address>()
  for (const event of decoded) {
    if (event.event !== 'SafeSetup' || !isPlausibleSafeSetup(event.args)) continue
    const created = decoded.some(
      (other) => isFactoryEvent(other) && other.txHash === event.txHash && other.args.proxy === event.address,
    )
    if (
      onlySafes ? onlySafes.has(event.address) : !options.watch && created && !options.indexedSafes.has(event.address)
    )
      newSafes.add(event.address)
  }
  const isIndexed = (address: Address) =>
    onlySafes ? onlySafes.has(address) : newSafes.has(address) || options.indexedSafes.has(address)
  const events = decoded.filter((event) => isIndexed(safeOf(event)))
  if (!onlySafes && newSafes.size > 0) transferLogs.push(...(await fetchTransferLogs(logs, options, [...newSafes])))
  const tokenTransfers = decodeTransfers(transferLogs, isIndexed)

  // Hash and timestamp of every block the kept logs come from; logs of one block must agree on its hash.
  const timestampOf = new Map<string, bigint | undefined>()
  for (const log of [...safeLogs, ...transferLogs])
    timestampOf.set(`${log.blockNumber}:${log.logIndex}`, log.blockTimestamp)
  const blocks = new Map<number, { hash: Hash; timestamp: bigint | undefined }>()
  for (const header of headers.values()) blocks.set(header.number, { hash: header.hash, timestamp: undefined })
  for (const log of [...events, ...tokenTransfers]) {
    const known = blocks.get(log.blockNumber)
    if (known && known.hash !== log.blockHash)
      throw changedDuringFetch(from, to, { blockNumber: log.blockNumber, hashes: [known.hash, log.blockHash] })
    const timestamp = known?.timestamp ?? timestampOf.get(`${log.blockNumber}:${log.logIndex}`)
    blocks.set(log.blockNumber, { hash: log.blockHash, timestamp })
  }

  const creationTxs = new Set(events.filter((event) => event.event === 'SafeSetup').map((event) => event.txHash))
  const singletons = events.flatMap((event) =>
    isFactoryEvent(event) || event.event === 'ChangedMasterCopy' ? [event.args.singleton] : [],
  )
  const newTokens = new Map<Address, 'ERC20' | 'ERC721'>()
  for (const transfer of tokenTransfers)
    if (!options.knownTokens.has(transfer.token)) newTokens.set(transfer.token, transfer.type)
  const withoutTimestamp = [...blocks]
    .filter(([number, block]) => block.timestamp === undefined && !headers.has(number))
    .map(([number]) => number)

  const [lastAgain, fallbackHeaders, transactions, tokens, , l1] = await Promise.all([
    getHeader(client, lastHeader.number),
    Promise.all(withoutTimestamp.map((number) => getHeader(client, number))),
    Promise.all(
      [...creationTxs].map(async (hash) => {
        const transaction = await client.getTransaction({ hash })
        const info: TransactionInfo = {
          from: getAddress(transaction.from),
          to: transaction.to ? getAddress(transaction.to) : null,
          input: transaction.input,
        }
        return [hash, info] as const
      }),
    ),
    Promise.all([...newTokens].map(([address, type]) => fetchTokenMetadata(client, address, type))),
    options.versions.resolve(singletons),
    options.executionReading
      ? readRangeExecutions({ client, reading: options.executionReading, events, versions: options.versions })
      : null,
  ])
  if (lastAgain.hash !== lastHeader.hash)
    throw changedDuringFetch(from, to, { blockNumber: lastHeader.number, hashes: [lastHeader.hash, lastAgain.hash] })

  const timestamps = new Map<number, Date>()
  for (const header of [...headers.values(), ...fallbackHeaders]) {
    const block = blocks.get(header.number)
    if (block && block.hash !== header.hash)
      throw changedDuringFetch(from, to, { blockNumber: header.number, hashes: [block.hash, header.hash] })
    timestamps.set(header.number, header.timestamp)
  }
  for (const [number, block] of blocks)
    if (block.timestamp !== undefined && !timestamps.has(number))
      timestamps.set(number, new Date(Number(block.timestamp) * 1000))

  return {
    from,
    to,
    headers,
    timestamps,
    events: l1?.events ?? events,
    newSafes,
    tokenTransfers,
    transactions: new Map(transactions),
    tokens,
    executions: l1?.executions ?? new Map(),
    creationSingletons: l1?.creationSingletons ?? new Map(),
  }
}

/**
 * The factory events naming `safes`, which their address filter does not reach (the factory emits them; before 1.4.1
 * the proxy is in the data, out of any topic filter's reach too): for each SafeSetup of one of `safes`, the Safe events
 * of that one block are read unfiltered, and the factory events of its transaction naming the Safe are kept (raw, as
 * the other logs). One block per Safe created, instead of one more query per window.
 */
async function readProxyCreations(
  logs: LogReader,
  safeLogs: readonly RawLog[],
  safes: ReadonlySet<Address>,
): Promise<RawLog[]> {
  const events = safeLogs.map(decodeSafeLog).filter((event): event is SafeEvent => event !== null)
  const named = (setup: SafeEvent) =>
    events.some((other) => isFactoryEvent(other) && other.txHash === setup.txHash && other.args.proxy === setup.address)
  const setups = events.filter((event) => event.event === 'SafeSetup' && safes.has(event.address) && !named(event))
  const blocks = [...new Set(setups.map((setup) => setup.blockNumber))]
  const found = await Promise.all(
    blocks.map((block) => logs.getLogs({ from: block, to: block, topics: [safeEventSelectors] })),
  )
  return found.flat().filter((log) => {
    const event = decodeSafeLog(log)
    return (
      event !== null &&
      isFactoryEvent(event) &&
      setups.some((setup) => setup.txHash === event.txHash && setup.address === event.args.proxy)
    )
  })
}

/**
 * Transfer logs from and to `addresses`: two filtered eth_getLogs per chunk of addresses, Transfer(from = Safe) and
 * Transfer(to = Safe). Not decoded, not de-duplicated (decodeTransfers does both).
 */
async function fetchTransferLogs(
  logs: LogReader,
  { from, to }: { from: number; to: number },
  addresses: readonly Address[],
): Promise<RawLog[]> {
  const requests: Promise<RawLog[]>[] = []
  for (const chunk of chunks(addresses)) {
    const topics = chunk.map((address) => pad(address))
    requests.push(logs.getLogs({ from, to, topics: [transferSelector, topics] }))
    requests.push(logs.getLogs({ from, to, topics: [transferSelector, null, topics] }))
  }
  return (await Promise.all(requests)).flat()
}

/** Addresses in lists of at most TOPIC_CHUNK, one eth_getLogs filter each. */
function chunks(addresses: readonly Address[]): Address[][] {
  const lists: Address[][] = []
  for (let start = 0; start < addresses.length; start += TOPIC_CHUNK)
    lists.push(addresses.slice(start, start + TOPIC_CHUNK))
  return lists
}

/** Decodes the Transfer logs touching an indexed Safe, de-duplicated (a transfer between two Safes matches twice). */
function decodeTransfers(logs: readonly RawLog[], isIndexed: (address: Address) => boolean): TokenTransferLog[] {
  const seen = new Set<string>()
  return logs
    .map(decodeTransferLog)
    .filter((log): log is TokenTransferLog => {
      if (!log || !(isIndexed(log.from) || isIndexed(log.to))) return false
      const key = `${log.blockNumber}:${log.logIndex}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .sort(byPosition)
}
