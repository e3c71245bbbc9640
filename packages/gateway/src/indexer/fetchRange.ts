import {
  type Address,
  formatLog,
  getAddress,
  type Hash,
  type Log,
  numberToHex,
  type PublicClient,
  pad,
  type RpcLog,
} from 'viem'
import { decodeSafeLog, decodeTransferLog, safeEventSelectors, transferSelector } from './decodeLogs'
import { fetchTokenMetadata, type TokenMetadata } from './fetchTokenMetadata'
import { IndexerError } from './IndexerError'
import { isPlausibleSafeSetup } from './isPlausibleSafeSetup'
import type { BlockHeader, ReceiptInfo, TransactionInfo } from './RangeContext'
import type { SafeEvent, TokenTransferLog } from './SafeEvent'
import type { SingletonVersions } from './SingletonVersions'
import { safeOf } from './safeOf'

/** Everything read from the chain for one block range, ready to be written in one transaction. */
export type RangeData = {
  from: number
  to: number
  /** Headers of `from`, `to` and of every block holding an event or transfer below. */
  headers: Map<number, BlockHeader>
  /** Events of indexed Safes (including Safes created in this range), in chain order. */
  events: SafeEvent[]
  /** Safes whose SafeSetup (with the factory's ProxyCreation) is in this range. */
  newSafes: Set<Address>
  tokenTransfers: TokenTransferLog[]
  receipts: Map<Hash, ReceiptInfo>
  transactions: Map<Hash, TransactionInfo>
  /** Metadata of tokens first seen in this range. */
  tokens: TokenMetadata[]
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
  /** Backfill of one Safe added by address: read only its logs (and the ProxyCreation naming it). */
  onlySafe?: Address
}

/** Addresses per eth_getLogs topic filter (the transaction service lowered 5000 to 1000 for picky nodes). */
const TOPIC_CHUNK = 1000

type RawLog = Log<bigint, number, false>

async function getLogs(
  client: PublicClient,
  filter: { from: number; to: number; address?: Address; topics: (Hash | Hash[] | null)[] },
): Promise<RawLog[]> {
  const logs = (await client.request({
    method: 'eth_getLogs',
    params: [
      {
        fromBlock: numberToHex(filter.from),
        toBlock: numberToHex(filter.to),
        ...(filter.address ? { address: filter.address } : {}),
        topics: filter.topics,
      },
    ],
  })) as RpcLog[]
  return logs.map((log) => formatLog(log) as RawLog).filter((log) => !log.removed)
}

async function getHeader(client: PublicClient, blockNumber: number): Promise<BlockHeader> {
  const block = await client.getBlock({ blockNumber: BigInt(blockNumber) })
  if (!block.hash)
    throw new IndexerError(`Block ${blockNumber} has no hash yet.`, { retryable: true, details: { blockNumber } })
  return {
    number: Number(block.number),
    hash: block.hash,
    parentHash: block.parentHash,
    timestamp: new Date(Number(block.timestamp) * 1000),
  }
}

const byPosition = (a: { blockNumber: number; logIndex: number }, b: { blockNumber: number; logIndex: number }) =>
  a.blockNumber - b.blockNumber || a.logIndex - b.logIndex

/**
 * Reads one block range: Safe and factory events (one eth_getLogs over all Safe topics, no address filter, as the
 * transaction service's L2 indexer does, so Safes from any factory are found), then ERC-20/721 Transfers from and to
 * indexed Safes, the headers, receipts and creation transactions they need, new token metadata and singleton
 * versions. Calls made together go out as one JSON-RPC batch.
 * @throws {IndexerError} (retryable) when a log's block hash disagrees with the header read after it: the chain
 *   changed during the fetch.
 */
export async function fetchRange(options: FetchRangeOptions): Promise<RangeData> {
  const { client, from, to, onlySafe } = options
  const safeLogsRequests = onlySafe
    ? [
        getLogs(client, { from, to, address: onlySafe, topics: [safeEventSelectors] }),
        // ProxyCreation(proxy indexed) names the Safe in topic1, emitted by whichever factory created it.
        getLogs(client, { from, to, topics: [safeEventSelectors, pad(onlySafe)] }),
      ]
    : [getLogs(client, { from, to, topics: [safeEventSelectors] })]
  const [edgeHeaders, ...logBatches] = await Promise.all([
    Promise.all([getHeader(client, from), from === to ? null : getHeader(client, to)]),
    ...safeLogsRequests,
  ])
  const headers = new Map<number, BlockHeader>()
  for (const header of edgeHeaders) if (header) headers.set(header.number, header)

  const seen = new Set<string>()
  const decoded = logBatches
    .flat()
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
      (other) => other.event === 'ProxyCreation' && other.txHash === event.txHash && other.args.proxy === event.address,
    )
    if (onlySafe ? event.address === onlySafe : created && !options.indexedSafes.has(event.address))
      newSafes.add(event.address)
  }
  const isIndexed = (address: Address) =>
    onlySafe ? address === onlySafe : newSafes.has(address) || options.indexedSafes.has(address)
  const events = decoded.filter((event) => isIndexed(safeOf(event)))

  const tokenTransfers = await fetchTokenTransfers(options, isIndexed, newSafes)

  const blockNumbers = new Set([...events, ...tokenTransfers].map((log) => log.blockNumber))
  const executionTxs = new Set(
    events.filter((event) => event.event === 'SafeMultiSigTransaction').map((event) => event.txHash),
  )
  const creationTxs = new Set(events.filter((event) => event.event === 'SafeSetup').map((event) => event.txHash))
  const singletons = events.flatMap((event) =>
    event.event === 'ProxyCreation' || event.event === 'ChangedMasterCopy' ? [event.args.singleton] : [],
  )
  const newTokens = new Map<Address, 'ERC20' | 'ERC721'>()
  for (const transfer of tokenTransfers)
    if (!options.knownTokens.has(transfer.token)) newTokens.set(transfer.token, transfer.type)

  const [blockHeaders, receipts, transactions, tokens] = await Promise.all([
    Promise.all([...blockNumbers].filter((number) => !headers.has(number)).map((number) => getHeader(client, number))),
    Promise.all(
      [...new Set([...executionTxs, ...creationTxs])].map(async (hash) => {
        const receipt = await client.getTransactionReceipt({ hash })
        return [
          hash,
          { from: getAddress(receipt.from), gasUsed: receipt.gasUsed, effectiveGasPrice: receipt.effectiveGasPrice },
        ]
      }),
    ),
    Promise.all(
      [...creationTxs].map(async (hash) => {
        const transaction = await client.getTransaction({ hash })
        return [
          hash,
          {
            from: getAddress(transaction.from),
            to: transaction.to ? getAddress(transaction.to) : null,
            input: transaction.input,
          },
        ]
      }),
    ),
    Promise.all([...newTokens].map(([address, type]) => fetchTokenMetadata(client, address, type))),
    options.versions.resolve(singletons),
  ])
  for (const header of blockHeaders) headers.set(header.number, header)

  for (const log of [...events, ...tokenTransfers]) {
    const header = headers.get(log.blockNumber)
    if (header?.hash !== log.blockHash)
      throw new IndexerError(`Block ${log.blockNumber} changed while range ${from}-${to} was read.`, {
        retryable: true,
        details: { blockNumber: log.blockNumber, logBlockHash: log.blockHash, headerHash: header?.hash },
      })
  }

  return {
    from,
    to,
    headers,
    events,
    newSafes,
    tokenTransfers,
    receipts: new Map(receipts as [Hash, ReceiptInfo][]),
    transactions: new Map(transactions as [Hash, TransactionInfo][]),
    tokens,
  }
}

/** Two filtered eth_getLogs per address chunk: Transfer(from = Safe) and Transfer(to = Safe); de-duplicated. */
async function fetchTokenTransfers(
  options: FetchRangeOptions,
  isIndexed: (address: Address) => boolean,
  newSafes: Set<Address>,
): Promise<TokenTransferLog[]> {
  const { client, from, to, onlySafe } = options
  const addresses = onlySafe ? [onlySafe] : [...newSafes, ...options.indexedSafes]
  if (addresses.length === 0) return []
  const requests: Promise<RawLog[]>[] = []
  for (let start = 0; start < addresses.length; start += TOPIC_CHUNK) {
    const chunk = addresses.slice(start, start + TOPIC_CHUNK).map((address) => pad(address))
    requests.push(getLogs(client, { from, to, topics: [transferSelector, chunk] }))
    requests.push(getLogs(client, { from, to, topics: [transferSelector, null, chunk] }))
  }
  const seen = new Set<string>()
  return (await Promise.all(requests))
    .flat()
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
