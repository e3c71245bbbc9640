import { safeL2Abi } from '@strongroom/protocol'
import { type Address, decodeFunctionData, encodeFunctionResult, type Hex, numberToHex, pad } from 'viem'
import { vi } from 'vitest'
import { type MockAnswer, mockGateway } from '../../../testing/mockGateway'

/**
 * For component tests: the gateway (`routes`, as `mockGateway` takes them) and a node whose one Safe answers
 * getOwners, getThreshold, nonce and getModulesPaginated from `state`, and the guard and fallback-handler slots.
 */
export function fakeSafeSettingsNode(
  routes: ReadonlyArray<readonly [string | RegExp, MockAnswer]>,
  state: { owners: readonly Address[]; threshold: number; modules?: readonly Address[]; handler?: Address },
) {
  const gateway = mockGateway(routes)
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.host !== 'rpc.test') return gateway(input, init)
    const request = JSON.parse(String(init?.body)) as { id: number; method: string; params: unknown[] }
    const answer = (result: unknown) => Response.json({ jsonrpc: '2.0', id: request.id, result })
    if (request.method === 'eth_chainId') return answer('0x539')
    if (request.method === 'eth_getStorageAt') {
      const slot = String(request.params[1])
      // keccak256("fallback_manager.handler.address")
      const isHandler = slot.startsWith('0x6c9a6c4a')
      return answer(pad((isHandler && state.handler) || '0x', { size: 32 }))
    }
    if (request.method !== 'eth_call') return answer('0x')
    const [{ data }] = request.params as [{ data: Hex }]
    const call = decodeFunctionData({ abi: safeL2Abi, data })
    switch (call.functionName) {
      case 'getOwners':
        return answer(encodeFunctionResult({ abi: safeL2Abi, functionName: 'getOwners', result: [...state.owners] }))
      case 'getThreshold':
        return answer(numberToHex(state.threshold, { size: 32 }))
      case 'nonce':
        return answer(numberToHex(3, { size: 32 }))
      case 'getModulesPaginated':
        return answer(
          encodeFunctionResult({
            abi: safeL2Abi,
            functionName: 'getModulesPaginated',
            result: [[...(state.modules ?? [])], '0x0000000000000000000000000000000000000001'],
          }),
        )
      default:
        return Response.json({ jsonrpc: '2.0', id: request.id, error: { code: -32000, message: 'execution reverted' } })
    }
  })
}
