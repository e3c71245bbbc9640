import { describe, expect, it } from 'vitest'
import { NodeLimits } from './NodeLimits'

const archiveRefusal = Object.assign(new Error('Archive requests require a personal token'), { code: -32602 })
const missingTrieNode = Object.assign(new Error('missing trie node abc (path ) state 0x1 is not available'), {
  code: -32000,
})
const noMethod = (method: string) =>
  Object.assign(new Error(`the method ${method} does not exist/is not available`), { code: -32601 })
const logsFrom = (block: number) => [{ fromBlock: `0x${block.toString(16)}`, toBlock: `0x${block.toString(16)}` }]

describe('NodeLimits', () => {
  it('learns each limit from the refusal that shows it, in a fixed order', () => {
    const limits = new NodeLimits()
    limits.failed('debug_traceTransaction', ['0x01'], noMethod('debug_traceTransaction'))
    // One trace method missing is no limit: the other may trace.
    expect(limits.list()).toEqual([])
    limits.failed('trace_transaction', ['0x01'], noMethod('trace_transaction'))
    limits.failed('eth_getBalance', ['0x0000000000000000000000000000000000000000', '0x5'], missingTrieNode)
    limits.failed('eth_getLogs', logsFrom(3), archiveRefusal)
    expect(limits.list()).toEqual(['no-old-logs', 'no-archive-state', 'no-tracing'])
  })

  it('does not take other failures for limits', () => {
    const limits = new NodeLimits()
    const timeout = new Error('request timed out')
    limits.failed('eth_getLogs', logsFrom(3), timeout)
    limits.failed(
      'eth_getLogs',
      logsFrom(3),
      Object.assign(new Error('range 20 exceeds limit of 10'), { code: -32602 }),
    )
    limits.failed('eth_call', [{}, 'latest'], missingTrieNode)
    limits.failed('eth_call', [{}, '0x5'], Object.assign(new Error('execution reverted'), { code: 3 }))
    limits.failed('debug_traceTransaction', ['0x01'], timeout)
    limits.failed('trace_transaction', ['0x01'], noMethod('trace_transaction'))
    expect(limits.list()).toEqual([])
  })

  it('forgets a limit when the node later serves as far back as it refused', () => {
    const limits = new NodeLimits()
    limits.failed('eth_getLogs', logsFrom(3), archiveRefusal)
    limits.failed('eth_getLogs', logsFrom(40), archiveRefusal)
    limits.served('eth_getLogs', logsFrom(90))
    expect(limits.list()).toEqual(['no-old-logs'])
    limits.served('eth_getLogs', logsFrom(40))
    expect(limits.list()).toEqual([])
    for (const method of ['debug_traceTransaction', 'trace_transaction'])
      limits.failed(method, ['0x01'], noMethod(method))
    limits.served('trace_transaction', ['0x01'])
    expect(limits.list()).toEqual([])
  })
})
