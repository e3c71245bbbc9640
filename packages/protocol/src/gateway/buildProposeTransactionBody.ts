import type { Address, Hash, Hex } from 'viem'
import type { z } from 'zod'
import { getSafeTxHash } from '../safe/getSafeTxHash'
import type { SafeOperation, SafeTx } from '../safe/SafeTx'
import type { proposeTransactionBodySchema } from './proposeTransactionBodySchema'

/** The propose body as this project's clients send it: the SDK's `MultisigTransactionRequest`, with viem types. */
export type ProposeTransactionRequest = {
  to: Address
  value: string
  data: Hex
  nonce: string
  operation: SafeOperation
  safeTxGas: string
  baseGas: string
  gasPrice: string
  gasToken: Address
  refundReceiver: Address
  safeTxHash: Hash
  sender: Address
  signature?: Hex
  origin?: string
}

/**
 * The body of `POST /v1/chains/{chainId}/transactions/{safe}/propose` for `tx`, as Safe{Wallet} sends it: every uint
 * as a decimal string, the safeTxHash computed here, and `signature` (owners' joined signatures, see `joinSignatures`)
 * and `origin` left out when there are none. `sender` must be an owner (or a delegate) and, with signatures, one of
 * the signers.
 * @throws {InvalidInputError} when a SafeTx field does not fit its Solidity type.
 */
export function buildProposeTransactionBody({
  chainId,
  safe,
  tx,
  sender,
  signature,
  origin,
}: {
  chainId: number
  safe: Address
  tx: SafeTx
  sender: Address
  signature?: Hex | undefined
  /** JSON text naming the proposing app (`{"url","name"}`), as Safe{Wallet} records Safe Apps. */
  origin?: string | undefined
}): ProposeTransactionRequest {
  const body: ProposeTransactionRequest = {
    to: tx.to,
    value: tx.value.toString(),
    data: tx.data,
    nonce: tx.nonce.toString(),
    operation: tx.operation,
    safeTxGas: tx.safeTxGas.toString(),
    baseGas: tx.baseGas.toString(),
    gasPrice: tx.gasPrice.toString(),
    gasToken: tx.gasToken,
    refundReceiver: tx.refundReceiver,
    safeTxHash: getSafeTxHash({ chainId, safeAddress: safe, tx }),
    sender,
    ...(signature !== undefined && signature !== '0x' ? { signature } : {}),
    ...(origin !== undefined ? { origin } : {}),
  }
  // A type error here means the gateway's schema no longer takes what this builds.
  return body satisfies z.input<typeof proposeTransactionBodySchema>
}
