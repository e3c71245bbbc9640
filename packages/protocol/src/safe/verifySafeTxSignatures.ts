import type { Client } from 'viem'
import { encodeSafeTxData } from './encodeSafeTxData'
import { getSafeTxHash } from './getSafeTxHash'
import type { RecoveredSignature } from './recoverSafeSignatures'
import type { SafeTx } from './SafeTx'
import { type VerifySignaturesOptions, verifySafeSignatures } from './verifySafeSignatures'

/**
 * Proves the confirmations of a multisig transaction: `verifySafeSignatures` over the safeTxHash of `tx` on `chainId`
 * (owner contracts are asked about the SafeTx's `encodeTransactionData`, as `execTransaction` asks them). What the
 * gateway checks on a proposal and what a client checks before it trusts co-signers or executes.
 * @throws {InvalidInputError} / {InvalidSignatureError} / {SafeSignatureRejectedError} as `verifySafeSignatures`.
 */
export async function verifySafeTxSignatures(
  client: Client,
  { chainId, tx, ...options }: VerifySignaturesOptions & { chainId: number; tx: SafeTx },
): Promise<RecoveredSignature[]> {
  const params = { chainId, safeAddress: options.safe, tx }
  return verifySafeSignatures(client, {
    ...options,
    hash: getSafeTxHash(params),
    preimage: encodeSafeTxData(params),
  })
}
