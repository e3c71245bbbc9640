import { type Hash, numberToHex, type PublicClient, zeroAddress } from 'viem'

/** Blocks looked back from the head for a transaction to trace. */
const TRACE_LOOKBACK = 4

/**
 * Asks the chain's node, through the chain's client, for what the gateway needs from it (docs/rpc-providers.md §7): the
 * logs and the state of `oldBlock` (the chain's start block), and a trace of a recent transaction (debug_traceTransaction
 * with the top call only, else trace_transaction). The client's transport tells every outcome to the chain's NodeLimits;
 * this function only asks, and never fails: what failed is what the limits learn from.
 */
export async function probeNode(client: PublicClient, oldBlock: number): Promise<void> {
  let head: number
  try {
    head = Number(await client.getBlockNumber({ cacheTime: 0 }))
  } catch {
    return
  }
  const block = Math.min(Math.max(oldBlock, 0), head)
  await Promise.allSettled([
    client.request({
      method: 'eth_getLogs',
      params: [{ fromBlock: numberToHex(block), toBlock: numberToHex(block), address: zeroAddress }],
    }),
    client.getBalance({ address: zeroAddress, blockNumber: BigInt(block) }),
    probeTracing(client, head),
  ])
}

async function probeTracing(client: PublicClient, head: number): Promise<void> {
  const transaction = await recentTransaction(client, head)
  if (!transaction) return
  try {
    await client.request({
      method: 'debug_traceTransaction' as never,
      params: [transaction, { tracer: 'callTracer', tracerConfig: { onlyTopCall: true } }] as never,
    })
  } catch {
    await client.request({ method: 'trace_transaction' as never, params: [transaction] as never })
  }
}

/** The hash of a transaction in one of the newest blocks; null when they hold none. */
async function recentTransaction(client: PublicClient, head: number): Promise<Hash | null> {
  for (let number = head; number >= Math.max(0, head - TRACE_LOOKBACK); number--) {
    const block = await client.getBlock({ blockNumber: BigInt(number) })
    const [first] = block.transactions
    if (first) return first
  }
  return null
}
