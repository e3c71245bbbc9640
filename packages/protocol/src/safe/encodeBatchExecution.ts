import { type Address, type Hex, isAddress, isHex } from 'viem'
import { InvalidInputError } from '../errors'
import { canonicalAddresses } from './canonicalAddresses'
import { encodeExecTransaction } from './encodeExecTransaction'
import { encodeMultiSend } from './encodeMultiSend'
import type { SafeTx } from './SafeTx'

/** A Safe transaction with the joined signatures its `execTransaction` call carries. */
export interface SignedSafeTx {
  tx: SafeTx
  signatures: Hex
}

/**
 * The one chain transaction that executes several signed Safe transactions of `safe` in a row: a direct call (not a
 * delegate call) to the canonical MultiSendCallOnly whose batch is one `execTransaction` CALL to the Safe per
 * transaction, in nonce order, each with no value. The caller's account sends it; the Safe sees MultiSendCallOnly as
 * `msg.sender`, so an approved-hash signature only counts when the owner approved the hash on chain
 * (docs/batch-execution.md).
 * @throws {InvalidInputError} with a sentence: fewer than two transactions, nonces that do not follow each other, or a
 * field or signatures that do not fit their type.
 */
export function encodeBatchExecution({ safe, executions }: { safe: Address; executions: readonly SignedSafeTx[] }): {
  to: Address
  data: Hex
} {
  if (!isAddress(safe))
    throw new InvalidInputError('The Safe of a batch must be a valid address.', { details: { safe } })
  if (executions.length < 2)
    throw new InvalidInputError('A batch executes at least two transactions; execute a single one on its own.', {
      details: { count: executions.length },
    })
  executions.forEach(({ tx, signatures }, index) => {
    if (!isHex(signatures, { strict: true }) || signatures.length % 2 !== 0)
      throw new InvalidInputError(`The signatures of transaction #${tx.nonce} are not whole bytes of hex.`, {
        details: { index, nonce: tx.nonce },
      })
    const previous = executions[index - 1]
    if (previous && tx.nonce !== previous.tx.nonce + 1n)
      throw new InvalidInputError(
        `Transaction #${tx.nonce} does not follow #${previous.tx.nonce}: a batch executes consecutive nonces in order.`,
        { details: { index, nonce: tx.nonce, previous: previous.tx.nonce } },
      )
  })
  const calls = executions.map((execution) => ({
    operation: 0 as const,
    to: safe,
    value: 0n,
    data: encodeExecTransaction(execution),
  }))
  return { to: canonicalAddresses.multiSendCallOnly, data: encodeMultiSend(calls) }
}
