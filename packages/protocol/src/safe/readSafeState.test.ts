import {
  type Address,
  createClient,
  custom,
  decodeFunctionData,
  encodeFunctionResult,
  type Hex,
  isAddressEqual,
  numberToHex,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { safeL2Abi } from './abis/safeL2Abi'
import { readSafeState } from './readSafeState'

const safe: Address = '0xd9f8dE3B1E996B792C5eBb78A747F974D618D172'
const owners: Address[] = ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC']

/** A node that knows one Safe's getOwners, getThreshold and nonce; any other call fails as a node would. */
function nodeWithSafe() {
  return createClient({
    transport: custom({
      async request({ method, params }: { method: string; params?: unknown }) {
        if (method === 'eth_chainId') return numberToHex(1337)
        const [{ to, data }] = params as [{ to: Address; data: Hex }]
        if (method !== 'eth_call' || !isAddressEqual(to, safe)) throw new Error('execution reverted')
        const { functionName } = decodeFunctionData({ abi: safeL2Abi, data })
        if (functionName === 'getOwners') return encodeFunctionResult({ abi: safeL2Abi, functionName, result: owners })
        if (functionName === 'getThreshold') return encodeFunctionResult({ abi: safeL2Abi, functionName, result: 2n })
        if (functionName === 'nonce') return encodeFunctionResult({ abi: safeL2Abi, functionName, result: 7n })
        throw new Error('execution reverted')
      },
    }),
  })
}

describe('readSafeState', () => {
  it('reads owners in contract order, the threshold as a number and the next nonce', async () => {
    await expect(readSafeState(nodeWithSafe(), safe)).resolves.toEqual({ owners, threshold: 2, nonce: 7n })
  })

  it('fails when the address holds no Safe', async () => {
    await expect(readSafeState(nodeWithSafe(), owners[0]!)).rejects.toThrow()
  })
})
