import type { AddressInfo } from '@strongroom/protocol'
import { getAddress } from 'viem'
import type { TokenRecord } from '../tokens/TokenRecord'
import { findKnownContract } from './knownContracts'

/** Turns an address into the `{value, name, logoUri}` clients show; unnamed addresses get nulls. */
export type AddressInfoResolver = (address: string) => AddressInfo

/**
 * Names addresses from what the gateway knows offline: the canonical Safe contracts, then token metadata. The value is
 * always EIP-55 checksummed.
 */
export function createAddressInfoResolver(tokens: ReadonlyMap<string, TokenRecord> = new Map()): AddressInfoResolver {
  return (address) => {
    const value = getAddress(address)
    const contract = findKnownContract(value)
    if (contract) return { value, name: contract.name, logoUri: null }
    const token = tokens.get(value)
    if (token?.name) return { value, name: token.name, logoUri: token.logoUri }
    return { value, name: null, logoUri: null }
  }
}
