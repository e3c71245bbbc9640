import {
  createSafeTx,
  encodeMultiSend,
  InvalidInputError,
  type SafeTx,
  trustedDelegateCallTargets,
} from '@strongroom/protocol'
import { isAddressEqual } from 'viem'
import type { NewSafeTxCall } from './NewSafeTxCall'

const trustedTargets = Object.values(trustedDelegateCallTargets)

/**
 * The SafeTx a new transaction signs, from the calls a flow built: one call is the transaction itself; several become
 * one DELEGATECALL to the canonical MultiSendCallOnly with the calls packed by protocol's `encodeMultiSend` (the
 * batch contract that cannot itself delegate, so a batch can never hand the Safe to another contract). Gas fields
 * are those of protocol's `createSafeTx` (no refund); `safeTxGas` may come from the gateway's estimate.
 * @throws {InvalidInputError} with a sentence for the screen: no call, a DELEGATECALL to a contract that is not
 * trusted, or a DELEGATECALL inside a batch.
 */
export function buildNewSafeTx({
  calls,
  nonce,
  safeTxGas,
}: {
  calls: readonly NewSafeTxCall[]
  nonce: bigint
  safeTxGas?: bigint | undefined
}): SafeTx {
  const gas = safeTxGas === undefined ? {} : { safeTxGas }
  const [first] = calls
  if (!first) throw new InvalidInputError('The transaction has no action yet: add one before reviewing it.')
  if (calls.length === 1) {
    const operation = first.operation ?? 0
    if (operation === 1 && !trustedTargets.some((target) => isAddressEqual(target, first.to)))
      throw new InvalidInputError(
        'This action would hand the Safe to a contract that is not one of the trusted Safe contracts (a delegate call), so it cannot be proposed.',
        { details: { to: first.to } },
      )
    return createSafeTx({ to: first.to, value: first.value, data: first.data, operation, nonce, ...gas })
  }
  const delegated = calls.findIndex((call) => (call.operation ?? 0) !== 0)
  if (delegated !== -1)
    throw new InvalidInputError(
      `Action ${delegated + 1} is a delegate call, which a batch cannot hold: propose it on its own.`,
      { details: { index: delegated } },
    )
  return createSafeTx({
    to: trustedDelegateCallTargets.multiSendCallOnly,
    value: 0n,
    data: encodeMultiSend(calls.map((call) => ({ operation: 0, to: call.to, value: call.value, data: call.data }))),
    operation: 1,
    nonce,
    ...gas,
  })
}
