import { type Abi, type Address, erc20Abi, erc721Abi } from 'viem'
import { findKnownContract } from '../address-info/knownContracts'
import { requireChain } from '../chains/requireChain'
import { builtInAbis } from '../data-decoder/knownAbis'
import { ContractNotFoundError } from '../errors/ContractNotFoundError'
import type { GatewayContext } from '../GatewayContext'
import { loadTokens } from '../tokens/loadTokens'
import type { ContractInfo } from './contractInfoSchema'

/** The decoder ABI of a known contract, by the first word of its name ("MultiSendCallOnly 1.4.1" → MultiSend…). */
function abiOfKnownContract(name: string): Abi | null {
  const base = name.split(' ')[0] ?? ''
  const lookup = base === 'Safe' ? 'SafeL2' : base === 'MultiSendCallOnly' ? 'MultiSend' : base
  return builtInAbis.find((entry) => entry.name === lookup)?.abi ?? null
}

function wrapAbi(abi: Abi | null, description: string): ContractInfo['contractAbi'] {
  return abi ? { abi: abi as unknown as Record<string, unknown>[], description, relevantForTransactions: true } : null
}

/**
 * Contract info as Safe{Wallet} asks for it before a contract interaction: the Safe 1.4.1 contracts and migration
 * helpers the gateway knows offline, then tokens the index has seen (named from their metadata).
 * @throws {ChainNotServedError} / {ContractNotFoundError}
 */
export async function getContractInfo(
  { db, chains }: GatewayContext,
  { chainId, address }: { chainId: string; address: Address },
): Promise<ContractInfo> {
  requireChain(chains, chainId)
  const known = findKnownContract(address)
  if (known)
    return {
      address,
      name: known.name,
      displayName: known.name,
      logoUri: null,
      contractAbi: wrapAbi(abiOfKnownContract(known.name), known.name),
      trustedForDelegateCall: known.trustedForDelegateCall,
    }
  const token = (await loadTokens(db, chainId, [address])).get(address)
  if (token?.name) {
    const abi = token.type === 'ERC20' ? erc20Abi : token.type === 'ERC721' ? erc721Abi : null
    return {
      address,
      name: token.name,
      displayName: token.name,
      logoUri: token.logoUri,
      contractAbi: wrapAbi(abi, token.name),
      trustedForDelegateCall: false,
    }
  }
  throw new ContractNotFoundError({ chainId, address })
}
