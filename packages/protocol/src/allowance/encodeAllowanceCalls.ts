import { type Address, encodeFunctionData, isAddressEqual, zeroAddress } from 'viem'
import { InvalidInputError } from '../errors'
import { allowanceModuleAbi } from '../safe/abis/allowanceModuleAbi'
import { safeL2Abi } from '../safe/abis/safeL2Abi'
import type { SafeTxCall } from '../safe/createSafeTxFromCalls'

/** What the owners ask for one beneficiary and token: give (or replace) an allowance, or take it away. */
export type AllowanceEdit =
  | { kind: 'set'; delegate: Address; token: Address; amount: bigint; resetMinutes: number }
  | { kind: 'remove'; delegate: Address; token: Address }

const MAX_AMOUNT = 2n ** 96n - 1n

/**
 * The calls of one reviewed transaction that carries out `edits` (docs/spending-limits.md): `enableModule` first when
 * the module is not yet enabled and an allowance is given, `addDelegate` for each beneficiary not yet registered
 * (once), then `setAllowance` (period counted from now, or kept when the allowance existed) or `deleteAllowance`.
 * @throws {InvalidInputError} with a sentence for the screen: no edit, the zero address or the Safe itself as
 * beneficiary, an amount of zero or beyond the module's 96 bits, a period outside 0–65,535 minutes, or the same
 * beneficiary and token twice.
 */
export function encodeAllowanceCalls({
  safe,
  module,
  moduleEnabled,
  delegates,
  edits,
}: {
  safe: Address
  module: Address
  moduleEnabled: boolean
  /** The Safe's registered beneficiaries, as the module lists them. */
  delegates: readonly Address[]
  edits: readonly AllowanceEdit[]
}): SafeTxCall[] {
  if (edits.length === 0) throw new InvalidInputError('Nothing to change: add or remove an allowance first.')
  const seen = new Set<string>()
  for (const edit of edits) {
    const key = `${edit.delegate.toLowerCase()}:${edit.token.toLowerCase()}`
    if (seen.has(key))
      throw new InvalidInputError('The same beneficiary and token appear twice; keep one of them.', {
        details: { edit },
      })
    seen.add(key)
    if (isAddressEqual(edit.delegate, zeroAddress) || isAddressEqual(edit.delegate, safe))
      throw new InvalidInputError('The beneficiary must be an account other than the Safe itself.', {
        details: { delegate: edit.delegate },
      })
    if (edit.kind === 'set') {
      if (edit.amount <= 0n || edit.amount > MAX_AMOUNT)
        throw new InvalidInputError('The allowance must be more than zero and at most 2^96 − 1 base units.', {
          details: { amount: edit.amount },
        })
      if (!Number.isInteger(edit.resetMinutes) || edit.resetMinutes < 0 || edit.resetMinutes > 0xffff)
        throw new InvalidInputError('The reset period can be at most 45 days (65,535 minutes).', {
          details: { resetMinutes: edit.resetMinutes },
        })
    }
  }
  const calls: SafeTxCall[] = []
  const call = (to: Address, data: `0x${string}`) => calls.push({ to, value: 0n, data })
  if (!moduleEnabled && edits.some((edit) => edit.kind === 'set'))
    call(safe, encodeFunctionData({ abi: safeL2Abi, functionName: 'enableModule', args: [module] }))
  const registered = [...delegates]
  for (const edit of edits) {
    if (edit.kind === 'remove') {
      call(
        module,
        encodeFunctionData({
          abi: allowanceModuleAbi,
          functionName: 'deleteAllowance',
          args: [edit.delegate, edit.token],
        }),
      )
      continue
    }
    if (!registered.some((delegate) => isAddressEqual(delegate, edit.delegate))) {
      call(module, encodeFunctionData({ abi: allowanceModuleAbi, functionName: 'addDelegate', args: [edit.delegate] }))
      registered.push(edit.delegate)
    }
    call(
      module,
      encodeFunctionData({
        abi: allowanceModuleAbi,
        functionName: 'setAllowance',
        args: [edit.delegate, edit.token, edit.amount, edit.resetMinutes, 0],
      }),
    )
  }
  return calls
}
