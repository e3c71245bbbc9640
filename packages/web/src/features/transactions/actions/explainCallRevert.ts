import type { Address, Client, Hex } from 'viem'
import { call } from 'viem/actions'
import { describeSafeRevert } from './describeSafeRevert'
import { revertReasonOf } from './revertReasonOf'

/**
 * Why a call from `account` would revert, in words; undefined when it would not (or the node failed, which is not a
 * revert).
 */
export async function explainCallRevert(
  client: Client,
  { account, to, data }: { account: Address; to: Address; data: Hex },
): Promise<string | undefined> {
  try {
    await call(client, { account, to, data })
    return undefined
  } catch (error) {
    const reason = revertReasonOf(error)
    return reason === undefined ? undefined : describeSafeRevert(reason)
  }
}
