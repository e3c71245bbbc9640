import { getSafeTxHash, getSafeTxMessageHash, type SafeTx } from '@strongroom/protocol'
import { type Address, concat, encodeAbiParameters, type Hash, keccak256, toBytes } from 'viem'
import type { ExecTransactionCall } from './decodeSafeCall'

/** DOMAIN_SEPARATOR_TYPEHASH of Safe 1.1.1 and 1.2.0: no chain id (docs/indexing.md §3.7). */
const LEGACY_DOMAIN_TYPEHASH = keccak256(toBytes('EIP712Domain(address verifyingContract)'))

/** The SafeTx an execTransaction call executed at `nonce`. */
export function toSafeTx(call: ExecTransactionCall, nonce: bigint): SafeTx {
  return {
    to: call.to,
    value: call.value,
    data: call.data,
    operation: call.operation,
    safeTxGas: call.safeTxGas,
    baseGas: call.baseGas,
    gasPrice: call.gasPrice,
    gasToken: call.gasToken,
    refundReceiver: call.refundReceiver,
    nonce,
  }
}

/**
 * The safeTxHash `tx` has on `safe`, under the domain its event proves: Safe 1.3.0 and later put the chain id in the
 * EIP-712 domain, 1.1.1 and 1.2.0 did not. Returns which domain matched `expected`, or null when neither does (the
 * calldata, the nonce or the Safe is not what the log says).
 */
export function matchSafeTxHash({
  chainId,
  safe,
  tx,
  expected,
}: {
  chainId: number
  safe: Address
  tx: SafeTx
  expected: Hash
}): 'eip155' | 'legacy' | null {
  const wanted = expected.toLowerCase()
  if (getSafeTxHash({ chainId, safeAddress: safe, tx }) === wanted) return 'eip155'
  const legacyDomain = keccak256(
    encodeAbiParameters([{ type: 'bytes32' }, { type: 'address' }], [LEGACY_DOMAIN_TYPEHASH, safe]),
  )
  if (keccak256(concat(['0x1901', legacyDomain, getSafeTxMessageHash(tx)])) === wanted) return 'legacy'
  return null
}
