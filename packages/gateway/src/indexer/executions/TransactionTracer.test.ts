import type { PublicClient } from 'viem'
import { describe, expect, it } from 'vitest'
import { createLogger } from '../../createLogger'
import { TransactionTracer } from './TransactionTracer'

const hash = `0x${'aa'.repeat(32)}` as const
const logger = createLogger('silent')
const frame = { type: 'CALL', from: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', to: null, input: '0x' }

/** A node answering JSON-RPC methods from a table; a function throws the error it returns. */
function node(methods: Record<string, () => unknown>) {
  const calls: string[] = []
  const client = {
    request: async ({ method }: { method: string }) => {
      calls.push(method)
      const answer = methods[method]
      if (!answer)
        throw Object.assign(new Error(`the method ${method} does not exist/is not available`), { code: -32601 })
      return answer()
    },
  } as unknown as PublicClient
  return { client, calls }
}

describe('TransactionTracer', () => {
  it('uses debug_traceTransaction when the node has it', async () => {
    const { client, calls } = node({ debug_traceTransaction: () => frame })
    const tracer = new TransactionTracer(client, logger)
    expect(await tracer.trace(hash)).toHaveLength(1)
    expect(tracer.support).toBe('debug_traceTransaction')
    expect(calls).toEqual(['debug_traceTransaction'])
  })

  it('falls back to trace_transaction once, and then asks only for it', async () => {
    const { client, calls } = node({ trace_transaction: () => [] })
    const tracer = new TransactionTracer(client, logger)
    await tracer.trace(hash)
    await tracer.trace(hash)
    expect(tracer.support).toBe('trace_transaction')
    expect(calls).toEqual(['debug_traceTransaction', 'trace_transaction', 'trace_transaction'])
  })

  it('remembers a node that traces nothing and asks it no more', async () => {
    const { client, calls } = node({})
    const tracer = new TransactionTracer(client, logger)
    expect(await tracer.trace(hash)).toBeNull()
    expect(await tracer.trace(hash)).toBeNull()
    expect(tracer.support).toBeNull()
    expect(calls).toEqual(['debug_traceTransaction', 'trace_transaction'])
  })

  it('answers every trace probed at once behind a node that traces nothing, without failing any', async () => {
    const { client, calls } = node({})
    const tracer = new TransactionTracer(client, logger)
    expect(await Promise.all([tracer.trace(hash), tracer.trace(hash), tracer.trace(hash)])).toEqual([null, null, null])
    expect(tracer.support).toBeNull()
    expect(calls.filter((method) => method === 'trace_transaction')).toHaveLength(3)
  })

  it('decides nothing on a failure that is not a missing method (the step is retried)', async () => {
    const { client } = node({
      debug_traceTransaction: () => {
        throw Object.assign(new Error('request timed out'), { code: -32603 })
      },
    })
    const tracer = new TransactionTracer(client, logger)
    await expect(tracer.trace(hash)).rejects.toThrow('request timed out')
    expect(tracer.support).toBeUndefined()
  })
})
