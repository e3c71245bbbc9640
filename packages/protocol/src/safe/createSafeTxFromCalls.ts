import { type Address, type Hex, isAddressEqual } from 'viem'
import { InvalidInputError } from '../errors'
import { createSafeTx } from './createSafeTx'
import { encodeMultiSend } from './encodeMultiSend'
import type { SafeTx } from './SafeTx'
import { trustedDelegateCallTargets } from './trustedDelegateCallTargets'

/**
 * One action a new transaction makes the Safe take: a call to `to` with `value` wei and calldata `data`. Every flow
 * that builds a transaction (send, NFTs, contract interaction, settings, Safe Apps) produces a list of these;
 * {@link createSafeTxFromCalls} turns them into the SafeTx to sign. `operation` 1 (DELEGATECALL) is accepted for a
 * single call to one of `trustedDelegateCallTargets` only, and never inside a batch (MultiSendCallOnly refuses it).
 */
export interface SafeTxCall {
  to: Address
  value: bigint
  data: Hex
  operation?: 0 | 1
}

const trustedTargets = Object.values(trustedDelegateCallTargets)

/**
 * The SafeTx a new transaction signs, from the calls a flow built: one call is the transaction itself; several become
 * one DELEGATECALL to the canonical MultiSendCallOnly with the calls packed by `encodeMultiSend` (the
 * batch contract that cannot itself delegate, so a batch can never hand the Safe to another contract). Gas fields
 * are those of `createSafeTx` (no refund); `safeTxGas` may come from the gateway's estimate.
 * @throws {InvalidInputError} with a sentence for the screen: no call, a DELEGATECALL to a contract that is not
 * trusted, or a DELEGATECALL inside a batch.
 */
export function createSafeTxFromCalls({
  calls,
  nonce,
  safeTxGas,
}: {
  calls: readonly SafeTxCall[]
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
