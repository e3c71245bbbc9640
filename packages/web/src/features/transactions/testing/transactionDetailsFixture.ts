import { getSafeTxTypedData, type SafeTx } from '@strongroom/protocol'
import { queuedTransactionDetails } from '@strongroom/protocol/testing'
import type { Address } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'

const info = (value: Address) => ({ value, name: null, logoUri: null })

/** An owner's EIP-712 confirmation of `tx`, as the gateway lists it. */
export async function signedConfirmation(
  owner: PrivateKeyAccount,
  {
    chainId,
    safe,
    tx,
    submittedAt = 1_700_000_000_000,
  }: { chainId: number; safe: Address; tx: SafeTx; submittedAt?: number },
) {
  const signature = await owner.signTypedData(getSafeTxTypedData({ chainId, safeAddress: safe, tx }))
  return { signer: info(owner.address), signature: signature as string | null, submittedAt }
}

/** The gateway's TransactionDetails of a queued multisig transaction `tx` (protocol's test builder). */
export const transactionDetailsFixture = queuedTransactionDetails
