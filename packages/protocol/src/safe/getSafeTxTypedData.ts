import type { Address } from 'viem'
import { getSafeDomain, type SafeDomain } from './getSafeDomain'
import { assertSafeTx, type SafeTx, safeTxTypes } from './SafeTx'

/** A SafeTx as EIP-712 typed data, ready for viem `signTypedData` / `hashTypedData` or `eth_signTypedData_v4`. */
export type SafeTxTypedData = {
  domain: SafeDomain
  types: typeof safeTxTypes
  primaryType: 'SafeTx'
  message: SafeTx
}

/**
 * The typed data an owner signs to confirm `tx` on the Safe at `safeAddress` on `chainId`.
 * @throws {InvalidInputError} when a field does not fit its Solidity type.
 */
export function getSafeTxTypedData({
  chainId,
  safeAddress,
  tx,
}: {
  chainId: number
  safeAddress: Address
  tx: SafeTx
}): SafeTxTypedData {
  assertSafeTx(tx)
  return { domain: getSafeDomain({ chainId, safeAddress }), types: safeTxTypes, primaryType: 'SafeTx', message: tx }
}
