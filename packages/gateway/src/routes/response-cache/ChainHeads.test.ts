import type { PublicClient } from 'viem'
import { describe, expect, it } from 'vitest'
import type { ChainRuntime } from '../../chain-runtime/ChainRuntime'
import { parseConfig } from '../../config'
import { ChainHeads } from './ChainHeads'

/** A chain whose node answers eth_blockNumber from `node` (the RPC node is the one thing faked here). */
function chainWith(node: { head: bigint; calls: number; failing: boolean; pending?: Promise<void> }): ChainRuntime {
  const config = parseConfig({ CHAIN_ID: '1337' }).chains[0]!
  const client = {
    getBlockNumber: async () => {
      node.calls++
      await node.pending
      if (node.failing) throw new Error('node down')
      return node.head
    },
  } as unknown as PublicClient
  return {
    config: { ...config, indexer: { ...config.indexer, pollingIntervalMs: 100 } },
    client,
    status: () => ({ chainId: '1337', headBlock: null, indexedBlock: null, lagBlocks: null, syncing: true }),
    nodeLimits: () => [],
  }
}

const tick = () => new Promise((resolve) => setImmediate(resolve))

describe('ChainHeads', () => {
  it('reads the head once per polling interval and answers synchronously meanwhile', async () => {
    const node = { head: 7n, calls: 0, failing: false }
    let now = 1_000
    const heads = new ChainHeads(new Map([['1337', chainWith(node)]]), () => now)
    const read = heads.revisionOf('1337')!
    const first = read()
    expect(first).toBeInstanceOf(Promise)
    // Callers while it is first read share the read.
    expect(read()).toBe(first)
    expect(await first).toBe('7')
    expect([read(), node.calls]).toEqual(['7', 1])
    node.head = 8n
    now += 99
    expect([read(), node.calls]).toEqual(['7', 1])
    // A polling interval old: read again, the old value serving for the round trip.
    now += 1
    expect([read(), read(), node.calls]).toEqual(['7', '7', 2])
    await tick()
    expect([read(), node.calls]).toEqual(['8', 2])
  })

  it('makes requests wait once the value is two intervals old, and answers null while the node fails', async () => {
    const node = { head: 7n, calls: 0, failing: false }
    let now = 1_000
    const heads = new ChainHeads(new Map([['1337', chainWith(node)]]), () => now)
    const read = heads.revisionOf('1337')!
    expect(await read()).toBe('7')
    node.failing = true
    now += 200
    const waiting = read()
    expect(waiting).toBeInstanceOf(Promise)
    expect(await waiting).toBeNull()
    node.failing = false
    node.head = 9n
    expect(await read()).toBe('9')
  })

  it('counts freshness from when the head was asked, not from when the answer came', async () => {
    let release = () => {}
    const node = {
      head: 7n,
      calls: 0,
      failing: false,
      pending: new Promise<void>((resolve) => {
        release = resolve
      }),
    }
    let now = 1_000
    const heads = new ChainHeads(new Map([['1337', chainWith(node)]]), () => now)
    const read = heads.revisionOf('1337')!
    const slow = read()
    now += 200
    release()
    expect(await slow).toBe('7')
    // Asked at 1,000, answered at 1,200: already two polling intervals old.
    expect(read()).toBeInstanceOf(Promise)
  })

  it('has no reader for a chain it does not serve', () => {
    expect(new ChainHeads(new Map()).revisionOf('1')).toBeNull()
  })
})
