import { type BridgeRequest, parseBridgeRequest } from '@strongroom/protocol'
import type { Address } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../../../testing/memoryStorage'
import { BridgeRequestError } from './BridgeRequestError'
import { type BridgeHandlerContext, createBridgeHandler, PERMISSIONS_REJECTED } from './createBridgeHandler'
import { createSafeAppPermissions, SAFE_APP_PERMISSIONS_KEY } from './createSafeAppPermissions'

const APP = 'https://app.example'
const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address

function setUp(answer = true) {
  const storage = memoryStorage()
  const askPermission = vi.fn(async () => answer)
  const rpc = vi.fn(async (method: string, params: readonly unknown[]) => ({ method, params }))
  const setOffChainSigning = vi.fn()
  const context = {
    hostOrigin: 'http://127.0.0.1:5173',
    chainId: 1337,
    connectedAccount: () => undefined,
    loadSafeInfo: async () => {
      throw new Error('not used')
    },
    loadChainInfo: async () => {
      throw new Error('not used')
    },
    loadBalances: async (currency: string) => ({ fiatTotal: '0', items: [], currency }) as never,
    loadTransaction: async () => {
      throw new Error('not used')
    },
    loadMessageSignature: async () => undefined,
    rpc,
    permissions: createSafeAppPermissions(storage, '1337:0xSafe', APP, () => 1_700_000_000_000),
    askPermission,
    addressBook: () => [{ address: ALICE, name: 'Alice' }],
    setOffChainSigning,
  } satisfies BridgeHandlerContext
  const sign = vi.fn(async () => ({ safeTxHash: `0x${'12'.repeat(32)}` }))
  return { handle: createBridgeHandler(context, sign), storage, askPermission, rpc, setOffChainSigning, sign }
}

/** A request as the SDK 9.1.0 would send it, through protocol's parser. */
function request(method: string, params?: unknown): BridgeRequest {
  const verdict = parseBridgeRequest({ id: 'abc123', method, params, env: { sdkVersion: '9.1.0' } })
  if (verdict.kind !== 'request') throw new Error(`not a request: ${JSON.stringify(verdict)}`)
  return verdict.request
}

describe('createBridgeHandler', () => {
  it('asks the user once for the address book, keeps the grant, and then answers with this chain’s entries', async () => {
    const { handle, askPermission, storage } = setUp(true)
    await expect(handle(request('requestAddressBook'))).rejects.toThrow(new BridgeRequestError(PERMISSIONS_REJECTED))
    expect(await handle(request('wallet_getPermissions'))).toEqual([])
    expect(await handle(request('wallet_requestPermissions', [{ requestAddressBook: {} }]))).toEqual([
      { parentCapability: 'requestAddressBook', invoker: APP, date: 1_700_000_000_000 },
    ])
    expect(askPermission).toHaveBeenCalledWith(['requestAddressBook'])
    expect(await handle(request('requestAddressBook'))).toEqual([{ address: ALICE, name: 'Alice', chainId: '1337' }])
    await handle(request('wallet_requestPermissions', [{ requestAddressBook: {} }]))
    expect(askPermission).toHaveBeenCalledTimes(1)
    expect(JSON.parse(storage.items.get(SAFE_APP_PERMISSIONS_KEY)!)).toMatchObject({
      '1337:0xSafe': { [APP]: [{ parentCapability: 'requestAddressBook' }] },
    })
  })

  it('answers a refusal with the sentence the SDK turns into 4001, and grants nothing', async () => {
    const { handle } = setUp(false)
    await expect(handle(request('wallet_requestPermissions', [{ requestAddressBook: {} }]))).rejects.toThrow(
      PERMISSIONS_REJECTED,
    )
    expect(await handle(request('wallet_getPermissions'))).toEqual([])
    await expect(handle(request('requestAddressBook'))).rejects.toBeInstanceOf(BridgeRequestError)
  })

  it('forwards read-only node calls, and keeps safe_setSettings to itself', async () => {
    const { handle, rpc, setOffChainSigning } = setUp()
    expect(await handle(request('rpcCall', { call: 'eth_getBalance', params: [ALICE, 'latest'] }))).toEqual({
      method: 'eth_getBalance',
      params: [ALICE, 'latest'],
    })
    expect(
      await handle(request('rpcCall', { call: 'safe_setSettings', params: [{ offChainSigning: false }] })),
    ).toEqual({
      offChainSigning: false,
    })
    expect(rpc).toHaveBeenCalledTimes(1)
    expect(setOffChainSigning).toHaveBeenCalledWith(false)
  })

  it('tells the app where it runs, answers an unsigned message with an empty signature, and hands signing to the flows', async () => {
    const { handle, sign } = setUp()
    expect(await handle(request('getEnvironmentInfo'))).toEqual({ origin: 'http://127.0.0.1:5173' })
    expect(await handle(request('getOffChainSignature', `0x${'ab'.repeat(32)}`))).toBe('')
    expect(await handle(request('getSafeBalances'))).toMatchObject({ currency: 'usd' })
    await handle(request('signMessage', { message: 'hello' }))
    expect(sign).toHaveBeenCalledWith(expect.objectContaining({ method: 'signMessage', params: { message: 'hello' } }))
  })

  it('treats a damaged permissions document as no grants', async () => {
    const storage = memoryStorage()
    storage.setItem(SAFE_APP_PERMISSIONS_KEY, '{"1337:0xSafe": {"https://app.example": [{"parentCapability": "x"}]}')
    expect(createSafeAppPermissions(storage, '1337:0xSafe', APP).list()).toEqual([])
    storage.setItem(SAFE_APP_PERMISSIONS_KEY, 'not json')
    expect(createSafeAppPermissions(storage, '1337:0xSafe', APP).list()).toEqual([])
  })
})
