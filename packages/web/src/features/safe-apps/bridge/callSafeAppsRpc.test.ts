import { describe, expect, it } from 'vitest'
import { BridgeRequestError } from './BridgeRequestError'
import { callSafeAppsRpc, RPC_UNREACHABLE } from './callSafeAppsRpc'

// The node is another process: a fetch stand-in answers for it.
const node =
  (body: unknown, status = 200): typeof fetch =>
  async () =>
    Response.json(body, { status })

describe('callSafeAppsRpc', () => {
  it('sends one JSON-RPC call and returns its result', async () => {
    let sent: unknown
    const fetcher: typeof fetch = async (_url, init) => {
      sent = JSON.parse(String(init?.body))
      return Response.json({ jsonrpc: '2.0', id: 1, result: '0x10' })
    }
    expect(await callSafeAppsRpc('http://node.test', 'eth_getBalance', ['0x1', 'latest'], fetcher)).toBe('0x10')
    expect(sent).toEqual({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: ['0x1', 'latest'] })
    expect(await callSafeAppsRpc('http://node.test', 'eth_getCode', [], node({ result: null }))).toBeNull()
  })

  it('passes the node’s own error on, cut short, and hides the transport behind one sentence', async () => {
    await expect(
      callSafeAppsRpc('http://node.test', 'eth_call', [], node({ error: { code: 3, message: 'execution reverted' } })),
    ).rejects.toThrow(new BridgeRequestError('execution reverted'))
    const long = await callSafeAppsRpc(
      'http://node.test',
      'eth_call',
      [],
      node({ error: { message: 'x'.repeat(5000) } }),
    ).catch((error: Error) => error.message)
    expect(long).toHaveLength(300)
    const down: typeof fetch = async () => {
      throw new TypeError('fetch failed: connect ECONNREFUSED http://10.0.0.5:8545/secret')
    }
    await expect(callSafeAppsRpc('http://10.0.0.5:8545/secret', 'eth_call', [], down)).rejects.toThrow(
      new BridgeRequestError(RPC_UNREACHABLE),
    )
    await expect(callSafeAppsRpc('http://node.test', 'eth_call', [], node('<html>', 502))).rejects.toThrow(
      RPC_UNREACHABLE,
    )
    await expect(callSafeAppsRpc('http://node.test', 'eth_call', [], node({}))).rejects.toThrow(RPC_UNREACHABLE)
  })
})
