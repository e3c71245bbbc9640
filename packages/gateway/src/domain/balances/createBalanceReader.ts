import { type Address, erc20Abi, getAddress, type PublicClient } from 'viem'

/** The canonical Multicall3, deployed at this address on most EVM chains (github.com/mds1/multicall). */
const MULTICALL3_ADDRESS = getAddress('0xcA11bde05977b3631167028862bE2a173976CA11')
/** Reads kept: one per Safe, token set and block; older blocks are evicted first. */
const MAX_CACHED_READS = 500

/** What one Safe holds at one block. `tokens` has null for a token whose `balanceOf` failed. */
export type BalanceReading = {
  blockNumber: bigint
  native: bigint
  tokens: Map<Address, bigint | null>
  /** `totalSupply()` of the tokens asked for it (spam heuristics), null when it failed. */
  totalSupplies: Map<Address, bigint | null>
}

/** Reads balances at the chain head, cached per block. */
export type BalanceReader = (request: {
  safe: Address
  tokens: readonly Address[]
  /** Tokens whose total supply is read as well. */
  supplyOf?: readonly Address[]
}) => Promise<BalanceReading>

/**
 * Balances of the native coin and of ERC-20s at the current head block, all in one `eth_call` through Multicall3:
 * the chain's configured Multicall3, else the canonical one when it has code, else viem's deployless multicall (the
 * Multicall3 creation code run inside `eth_call`, so chains without it, such as a fresh anvil, need no deployment).
 * Results are cached per (Safe, tokens, block): polling clients cost one `eth_blockNumber` per request until a new
 * block arrives. A token whose `balanceOf` reverts or answers garbage reads as null instead of failing the rest.
 */
export function createBalanceReader(client: PublicClient): BalanceReader {
  const cache = new Map<string, Promise<BalanceReading>>()
  let multicallAddress: Promise<Address | null> | null = null
  const findMulticall = () => {
    multicallAddress ??= (async () => {
      const configured = client.chain?.contracts?.multicall3?.address
      if (configured) return configured
      const code = await client.getCode({ address: MULTICALL3_ADDRESS })
      return code && code !== '0x' ? MULTICALL3_ADDRESS : null
    })().catch((error) => {
      multicallAddress = null
      throw error
    })
    return multicallAddress
  }

  const read = async (
    blockNumber: bigint,
    safe: Address,
    tokens: readonly Address[],
    supplyOf: readonly Address[],
  ): Promise<BalanceReading> => {
    const contracts = [
      ...tokens.map((address) => ({
        address,
        abi: erc20Abi,
        functionName: 'balanceOf' as const,
        args: [safe] as const,
      })),
      ...supplyOf.map((address) => ({ address, abi: erc20Abi, functionName: 'totalSupply' as const })),
    ]
    const [native, results] = await Promise.all([
      client.getBalance({ address: safe, blockNumber }),
      contracts.length === 0
        ? []
        : findMulticall().then((address) =>
            client.multicall({
              contracts,
              allowFailure: true,
              blockNumber,
              ...(address ? { multicallAddress: address } : { deployless: true }),
            }),
          ),
    ])
    const value = (index: number): bigint | null => {
      const result = results[index]
      return result?.status === 'success' && typeof result.result === 'bigint' ? result.result : null
    }
    return {
      blockNumber,
      native,
      tokens: new Map(tokens.map((token, index) => [token, value(index)])),
      totalSupplies: new Map(supplyOf.map((token, index) => [token, value(tokens.length + index)])),
    }
  }

  return async ({ safe, tokens, supplyOf = [] }) => {
    // The head is asked every time (no viem block-number cache): a balance must never predate a block the client
    // already saw in the Safe's history.
    const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
    const key = `${blockNumber}:${safe}:${tokens.join(',')}:${supplyOf.join(',')}`
    let reading = cache.get(key)
    if (!reading) {
      reading = read(blockNumber, safe, tokens, supplyOf)
      cache.set(key, reading)
      reading.catch(() => cache.delete(key))
      // Map keeps insertion order: the first keys are the oldest reads.
      for (const oldest of cache.keys()) {
        if (cache.size <= MAX_CACHED_READS) break
        cache.delete(oldest)
      }
    }
    return reading
  }
}
