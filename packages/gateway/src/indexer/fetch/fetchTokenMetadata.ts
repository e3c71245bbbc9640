import { type Address, erc20Abi, erc721Abi, type PublicClient } from 'viem'

/** A token as the tokens table stores it. */
export type TokenMetadata = {
  address: Address
  type: 'ERC20' | 'ERC721' | 'UNKNOWN'
  name: string | null
  symbol: string | null
  decimals: number | null
}

async function read<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call()
  } catch {
    return null
  }
}

/**
 * Reads name / symbol (and decimals for ERC-20) once; each read may fail on its own (non-standard tokens), leaving
 * that field null. The type comes from the Transfer log's topic count.
 */
export async function fetchTokenMetadata(
  client: PublicClient,
  address: Address,
  type: 'ERC20' | 'ERC721',
): Promise<TokenMetadata> {
  const abi = type === 'ERC20' ? erc20Abi : erc721Abi
  const [name, symbol, decimals] = await Promise.all([
    read(() => client.readContract({ address, abi, functionName: 'name' })),
    read(() => client.readContract({ address, abi, functionName: 'symbol' })),
    type === 'ERC20' ? read(() => client.readContract({ address, abi: erc20Abi, functionName: 'decimals' })) : null,
  ])
  return { address, type, name, symbol, decimals: decimals === null ? null : Number(decimals) }
}
