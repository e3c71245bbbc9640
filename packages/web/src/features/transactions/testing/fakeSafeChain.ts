import { safeL2Abi } from '@strongroom/protocol'
import {
  type Address,
  createPublicClient,
  custom,
  decodeFunctionData,
  encodeFunctionResult,
  erc20Abi,
  type Hex,
  isAddressEqual,
  numberToHex,
} from 'viem'

/** What the fake Safe contract answers. */
export interface FakeSafeState {
  owners: Address[]
  threshold: number
  nonce: bigint
  /** `approvedHashes(owner, hash)` set on chain, as `owner:hash` (lower case). */
  approved?: Set<string>
  /** ERC-20 contracts on the chain: `decimals()` and `symbol()` answered for each. */
  tokens?: Record<Address, { symbol: string; decimals: number }>
}

/**
 * A viem public client whose node knows one Safe: `eth_call`s of getOwners, getThreshold, nonce and approvedHashes
 * to `safe` are answered from `state` (mutable: a test moves the nonce), and ERC-20 `decimals`/`symbol` of
 * `state.tokens`; anything else fails as a node would. For
 * component and action tests of what reads the chain; the real contract is exercised by the devnet and e2e tests.
 */
export function fakeSafeChain({ chainId, safe, state }: { chainId: number; safe: Address; state: FakeSafeState }) {
  const calls: string[] = []
  const client = createPublicClient({
    transport: custom({
      async request({ method, params }: { method: string; params?: unknown }) {
        if (method === 'eth_chainId') return numberToHex(chainId)
        if (method !== 'eth_call') throw new Error(`the fake chain does not answer ${method}`)
        const [{ to, data }] = params as [{ to: Address; data: Hex }]
        const token = Object.entries(state.tokens ?? {}).find(([address]) => isAddressEqual(address as Address, to))
        if (token) {
          const call = decodeFunctionData({ abi: erc20Abi, data })
          calls.push(call.functionName)
          if (call.functionName === 'decimals')
            return encodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', result: token[1].decimals })
          if (call.functionName === 'symbol')
            return encodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', result: token[1].symbol })
          throw new Error(`the fake token does not answer ${call.functionName}`)
        }
        if (!isAddressEqual(to, safe)) throw new Error(`the fake chain has no contract at ${to}`)
        const call = decodeFunctionData({ abi: safeL2Abi, data })
        calls.push(call.functionName)
        switch (call.functionName) {
          case 'getOwners':
            return encodeFunctionResult({ abi: safeL2Abi, functionName: 'getOwners', result: state.owners })
          case 'getThreshold':
            return encodeFunctionResult({
              abi: safeL2Abi,
              functionName: 'getThreshold',
              result: BigInt(state.threshold),
            })
          case 'nonce':
            return encodeFunctionResult({ abi: safeL2Abi, functionName: 'nonce', result: state.nonce })
          case 'approvedHashes': {
            const [owner, hash] = call.args as [Address, Hex]
            const approved = state.approved?.has(`${owner.toLowerCase()}:${hash.toLowerCase()}`) ?? false
            return encodeFunctionResult({ abi: safeL2Abi, functionName: 'approvedHashes', result: approved ? 1n : 0n })
          }
          default:
            throw new Error(`the fake Safe does not answer ${call.functionName}`)
        }
      },
    }),
  })
  return { client, calls }
}
