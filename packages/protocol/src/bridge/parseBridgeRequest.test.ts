import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BRIDGE_METHODS } from './bridgeMethods'
import { parseBridgeRequest } from './parseBridgeRequest'

// A fixed seed in `npm test`; FC_RUNS / FC_SEED for a longer or another run (protocol has no Node types).
const testEnv = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {}
const RUNS = Number(testEnv.FC_RUNS ?? 300)
const SEED = testEnv.FC_SEED === undefined ? 20261125 : Number(testEnv.FC_SEED)

const env = { sdkVersion: '9.1.0' }
const request = (method: string, params?: unknown, extra: object = {}) => ({
  id: '0a1b2c3d4e5f60718293',
  method,
  params,
  env,
  ...extra,
})
const SAFE_TX_HASH = `0x${'ab'.repeat(32)}`
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('parseBridgeRequest', () => {
  it('reads a sendTransactions request as the SDK sends it, with defaults for value and data', () => {
    const verdict = parseBridgeRequest(
      request('sendTransactions', {
        txs: [
          { to: TO.toLowerCase(), value: '1000000000000000000', data: '0xa9059cbb' },
          { to: TO, value: '0', data: '0x' },
          { to: TO, value: 5 },
        ],
        params: { safeTxGas: 50_000 },
      }),
    )
    expect(verdict).toMatchObject({
      kind: 'request',
      request: {
        method: 'sendTransactions',
        sdkVersion: { major: 9, minor: 1, patch: 0 },
        params: {
          txs: [
            { to: TO, value: 10n ** 18n, data: '0xa9059cbb' },
            { to: TO, value: 0n, data: '0x' },
            { to: TO, value: 5n, data: '0x' },
          ],
          params: { safeTxGas: 50_000 },
        },
      },
    })
  })

  it('answers with the SDK’s own sentences where the SDK has one', () => {
    expect(parseBridgeRequest(request('sendTransactions', { txs: [] }))).toMatchObject({
      kind: 'refuse',
      error: 'No transactions were passed',
    })
    expect(parseBridgeRequest(request('getTxBySafeTxHash', { safeTxHash: '' }))).toMatchObject({
      kind: 'refuse',
      error: 'Invalid safeTxHash',
    })
    expect(parseBridgeRequest(request('signTypedMessage', { typedData: { message: {} } }))).toMatchObject({
      kind: 'refuse',
      error: 'Invalid typed data',
    })
  })

  it('refuses an unknown method, an SDK older than 1.0.0 and a missing version, naming the problem', () => {
    expect(parseBridgeRequest(request('eth_sendTransaction', {}))).toEqual({
      kind: 'refuse',
      id: '0a1b2c3d4e5f60718293',
      error: '"eth_sendTransaction" is not a method of the Safe Apps bridge.',
    })
    expect(parseBridgeRequest(request('getSafeInfo', undefined, { env: { sdkVersion: '0.9.9' } }))).toMatchObject({
      kind: 'refuse',
      error: expect.stringContaining('too old'),
    })
    expect(parseBridgeRequest(request('getSafeInfo', undefined, { env: {} }))).toMatchObject({
      kind: 'refuse',
      error: expect.stringContaining('env.sdkVersion'),
    })
  })

  it('refuses a transaction to a bad address, a wrong checksum, 2^256 wei or odd-length data, saying where', () => {
    for (const tx of [
      { to: '0x1234', value: '0' },
      { to: TO.replace('C8', 'c8'), value: '0' },
      { to: TO, value: (2n ** 256n).toString() },
      { to: TO, value: '-1' },
      { to: TO, value: '0', data: '0xabc' },
    ]) {
      const verdict = parseBridgeRequest(request('sendTransactions', { txs: [tx] }))
      expect(verdict).toMatchObject({
        kind: 'refuse',
        error: expect.stringMatching(/^Invalid params for sendTransactions at txs\.0\./),
      })
    }
  })

  it('lets rpcCall through only for read-only node methods', () => {
    expect(parseBridgeRequest(request('rpcCall', { call: 'eth_getBalance', params: [TO, 'latest'] }))).toMatchObject({
      kind: 'request',
      request: { params: { call: 'eth_getBalance', params: [TO, 'latest'] } },
    })
    for (const call of ['eth_sendTransaction', 'eth_sign', 'personal_sign', 'anvil_setBalance', 'debug_traceCall'])
      expect(parseBridgeRequest(request('rpcCall', { call, params: [] })).kind).toBe('refuse')
  })

  it('reads the bare messageHash of getOffChainSignature and the permission list of wallet_requestPermissions', () => {
    expect(
      parseBridgeRequest(request('getOffChainSignature', SAFE_TX_HASH.toUpperCase().replace('0X', '0x'))),
    ).toMatchObject({
      kind: 'request',
      request: { params: SAFE_TX_HASH },
    })
    expect(parseBridgeRequest(request('wallet_requestPermissions', [{ requestAddressBook: {} }]))).toMatchObject({
      kind: 'request',
      request: { params: ['requestAddressBook'] },
    })
    expect(parseBridgeRequest(request('wallet_requestPermissions', [{ getSafeInfo: {} }])).kind).toBe('refuse')
    expect(parseBridgeRequest(request('wallet_requestPermissions', [])).kind).toBe('refuse')
  })

  it('refuses a message nested thousands of levels deep without overflowing the stack', () => {
    let deep: unknown = {}
    for (let i = 0; i < 100_000; i++) deep = { a: deep }
    expect(parseBridgeRequest(request('signTypedMessage', { typedData: deep }))).toMatchObject({
      kind: 'refuse',
      error: 'The request is too large or too deeply nested.',
    })
  })

  it('drops what has no usable id: there is nobody to answer', () => {
    for (const data of [
      null,
      'x',
      42,
      [],
      {},
      { id: 7, method: 'getSafeInfo' },
      { id: '', env },
      { id: 'x'.repeat(65) },
    ])
      expect(parseBridgeRequest(data).kind).toBe('drop')
  })

  it('never throws, and answers every message with a usable id under that id (property)', () => {
    const method = fc.oneof(fc.constantFrom(...BRIDGE_METHODS), fc.string())
    const envelope = fc.record(
      {
        id: fc.oneof(fc.stringMatching(/^[0-9a-f]{20}$/), fc.anything()),
        method,
        params: fc.anything({ withBigInt: true, withDate: true, withMap: true, withSet: true, withTypedArray: true }),
        env: fc.oneof(
          fc.record({ sdkVersion: fc.oneof(fc.constantFrom('9.1.0', '8.1.0', '0.1.0'), fc.string()) }),
          fc.anything(),
        ),
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(fc.oneof(envelope, fc.anything()), (data) => {
        const verdict = parseBridgeRequest(data)
        if (verdict.kind === 'drop') return
        const id = (data as { id: unknown }).id
        if (verdict.kind === 'refuse') expect(verdict.id).toBe(id)
        else expect(verdict.request.id).toBe(id)
      }),
      { numRuns: RUNS, seed: SEED },
    )
  })
})
