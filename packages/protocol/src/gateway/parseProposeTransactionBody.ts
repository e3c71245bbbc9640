import { type Address, getAddress, type Hash, type Hex, zeroAddress } from 'viem'
import type { SafeTx } from '../safe/SafeTx'
import type { ProposeTransactionBody } from './proposeTransactionBodySchema'

/** A proposal as the gateway handles it: the SafeTx it describes and who sends it with which signatures. */
export type SafeTxProposal = {
  tx: SafeTx
  /** The hash the client claims for `tx`; compare it with `getSafeTxHash` before trusting it. */
  safeTxHash: Hash
  sender: Address
  /** The joined owner signatures, or null when the proposal carries none (`0x`, null or absent). */
  signatures: Hex | null
  origin: string | null
}

/**
 * The reverse of `buildProposeTransactionBody`: the SafeTx of a validated propose body, with the defaults the
 * transaction service applies (no data → `0x`, no refund receiver → the zero address). Addresses come out
 * checksummed and data lower-case, the forms the gateway stores and hashes.
 */
export function parseProposeTransactionBody(body: ProposeTransactionBody): SafeTxProposal {
  return {
    tx: {
      to: getAddress(body.to),
      value: BigInt(body.value),
      data: (body.data ?? '0x').toLowerCase() as Hex,
      operation: body.operation,
      safeTxGas: BigInt(body.safeTxGas),
      baseGas: BigInt(body.baseGas),
      gasPrice: BigInt(body.gasPrice),
      gasToken: getAddress(body.gasToken),
      refundReceiver: body.refundReceiver ? getAddress(body.refundReceiver) : zeroAddress,
      nonce: BigInt(body.nonce),
    },
    safeTxHash: body.safeTxHash.toLowerCase() as Hash,
    sender: getAddress(body.sender),
    signatures: body.signature && body.signature !== '0x' ? body.signature : null,
    origin: body.origin ?? null,
  }
}
