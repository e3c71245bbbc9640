import {
  createSafeTx,
  encodeExecTransaction,
  getSafeTxHash,
  getSafeTxTypedData,
  InvalidInputError,
  joinSignatures,
  readSafeState,
  type SafeTx,
  type SafeTxFields,
} from '@strongroom/protocol'
import { type Address, type Hash, type Hex, isAddressEqual } from 'viem'
import type { DevnetConnection } from '../devnet/Devnet'
import { type AccountRef, resolveAccount } from '../devnet/resolveAccount'

/** A SafeTx with only `to` required; the nonce comes from the Safe unless given. */
export type SafeTxInput = Omit<SafeTxFields, 'nonce'>

/** A SafeTx signed by enough owners, ready to be executed by anyone (an EOA or another contract). */
export interface SignedSafeTransaction {
  safe: Address
  tx: SafeTx
  safeTxHash: Hash
  signatures: Hex
  /** Calldata of `execTransaction` on {@link safe}. */
  data: Hex
}

/**
 * Builds the SafeTx with the Safe's current nonce (or `nonce`), has each signer sign its EIP-712 typed data (the same
 * domain for Safe 1.3.0, 1.4.1 and 1.5.0) and joins the signatures in ascending owner order.
 * @throws {InvalidInputError} when a signer is not an owner, or there are fewer signers than the threshold.
 */
export async function signSafeTransaction(
  devnet: DevnetConnection,
  options: { safe: Address; tx: SafeTxInput; signers: readonly AccountRef[]; nonce?: bigint },
): Promise<SignedSafeTransaction> {
  const { safe } = options
  const state = await readSafeState(devnet.publicClient, safe)
  const { owners, threshold } = state
  const nonce = options.nonce ?? state.nonce
  const signers = options.signers.map((ref) => ({ ref, address: resolveAccount(ref).address }))
  for (const { address } of signers) {
    if (!owners.some((owner) => isAddressEqual(owner, address)))
      throw new InvalidInputError(`Signer ${address} is not an owner of the Safe ${safe}.`, {
        details: { signer: address, safe, owners },
      })
  }
  if (signers.length < threshold)
    throw new InvalidInputError(`The Safe needs ${threshold} signatures; ${signers.length} signers were given.`, {
      details: { threshold, signers: signers.length },
    })

  const tx = createSafeTx({ ...options.tx, nonce })
  const typedData = getSafeTxTypedData({ chainId: devnet.chainId, safeAddress: safe, tx })
  const signatures = joinSignatures(
    await Promise.all(
      signers.map(async ({ ref, address }) => ({
        signer: address,
        data: await devnet.walletClient(ref).signTypedData(typedData),
        kind: 'EOA' as const,
      })),
    ),
  )
  const safeTxHash = getSafeTxHash({ chainId: devnet.chainId, safeAddress: safe, tx })
  return { safe, tx, safeTxHash, signatures, data: encodeExecTransaction({ tx, signatures }) }
}
