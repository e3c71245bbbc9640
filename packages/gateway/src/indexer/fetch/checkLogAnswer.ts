import { isAddressEqual, type RpcLog } from 'viem'
import { z } from 'zod'
import type { LogFilter } from './LogFilter'
import { NodeAnswerError } from './NodeAnswerError'

const quantity = z.string().regex(/^0x(0|[1-9a-f][0-9a-f]*)$/i)
const hash = z.string().regex(/^0x[0-9a-f]{64}$/i)
/** A log as eth_getLogs answers it (fields the gateway reads; others pass). */
const rpcLogSchema = z.looseObject({
  address: z.string().regex(/^0x[0-9a-f]{40}$/i),
  topics: z.array(hash).max(4),
  data: z.string().regex(/^0x([0-9a-f]{2})*$/i),
  blockNumber: quantity,
  blockHash: hash,
  transactionHash: hash,
  transactionIndex: quantity,
  logIndex: quantity,
  removed: z.boolean().optional(),
  blockTimestamp: quantity.optional(),
})

const lower = (value: string) => value.toLowerCase()

/** Whether `log` is one the filter asks for: its address among the filter's, each topic position matched. */
function matchesFilter(log: { address: string; topics: readonly string[] }, filter: LogFilter): string | null {
  if (filter.address !== undefined) {
    const addresses = typeof filter.address === 'string' ? [filter.address] : filter.address
    if (!addresses.some((address) => isAddressEqual(address, log.address as `0x${string}`)))
      return `a log of ${log.address}, which the filter does not name`
  }
  for (const [index, wanted] of filter.topics.entries()) {
    if (wanted === null) continue
    const topic = log.topics[index]
    const allowed = (typeof wanted === 'string' ? [wanted] : wanted).map(lower)
    if (topic === undefined || !allowed.includes(lower(topic)))
      return `a log whose topic ${index} the filter does not ask for`
  }
  return null
}

/**
 * The logs of an eth_getLogs answer for `from`–`to`, checked before anything is read from them (docs/rpc-providers.md
 * §8): a list; every log well-formed (addresses, hashes, quantities); inside the range; matching the filter's addresses
 * and topics; no log twice.
 * @throws {NodeAnswerError} naming the chain, the blocks and what is wrong, never the node's text.
 */
export function checkLogAnswer(answer: unknown, filter: LogFilter, chainId: string): RpcLog[] {
  const { from, to } = filter
  const refuse = (what: string, details: Record<string, unknown> = {}) =>
    new NodeAnswerError(`The node of chain ${chainId} answered eth_getLogs for blocks ${from}–${to} with ${what}.`, {
      details: { from, to, ...details },
    })
  if (!Array.isArray(answer)) throw refuse('something that is not a list of logs')
  const seen = new Set<string>()
  for (const [index, item] of answer.entries()) {
    const parsed = rpcLogSchema.safeParse(item)
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path.join('.') || 'log'
      throw refuse(`a malformed log (${field} of log ${index})`, { index, field })
    }
    const log = parsed.data
    const blockNumber = Number(log.blockNumber)
    if (!(blockNumber >= from && blockNumber <= to)) throw refuse(`a log of block ${blockNumber}`, { blockNumber })
    const mismatch = matchesFilter(log, filter)
    if (mismatch) throw refuse(mismatch, { index })
    const key = `${blockNumber}:${Number(log.logIndex)}`
    if (seen.has(key)) throw refuse(`the same log twice (block ${blockNumber}, index ${Number(log.logIndex)})`, { key })
    seen.add(key)
  }
  return answer as RpcLog[]
}
