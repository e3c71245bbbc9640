import {
  adjustSignatureV,
  getSafeTxHash,
  getSafeTxTypedData,
  InvalidSignatureError,
  type SafeTx,
  verifySafeTxSignatures,
} from '@strongroom/protocol'
import type { Address, Client, Hex } from 'viem'
import { assertWalletOnChain } from './assertWalletOnChain'
import { SafeTxRefusedError } from './errors/SafeTxRefusedError'
import { isUnsupportedMethodError } from './isUnsupportedMethodError'
import type { SafeTxWallet } from './SafeTxWallet'

/** An owner's signature of a SafeTx, in the form the Safe checks (v 27/28 for typed data, 31/32 for eth_sign). */
export interface SafeTxSignature {
  signature: Hex
  kind: 'EOA' | 'ETH_SIGN'
}

/**
 * Has the wallet sign `tx` for the Safe: EIP-712 `eth_signTypedData_v4` first; a wallet without it signs the
 * safeTxHash's bytes with the EIP-191 prefix (`personal_sign`), and v gets + 4, Safe's eth_sign signature type, as
 * Safe{Wallet} does (docs/indexing.md §2.3). The signature is then
 * recovered against the hash computed here: a wallet that signed anything else (another domain, other fields) is
 * caught before its signature reaches the gateway.
 * @throws {SafeTxRefusedError} (`wrong-chain`) when the wallet is on another network, (`wallet-mismatch`) when the
 * signature is not the account's over this transaction.
 * @throws the wallet's error when it refuses (rejected by the user, …).
 */
export async function signSafeTx(
  wallet: SafeTxWallet,
  client: Client,
  { chainId, safe, tx, chainName }: { chainId: number; safe: Address; tx: SafeTx; chainName: string },
): Promise<SafeTxSignature> {
  await assertWalletOnChain(wallet, { chainId, chainName })
  let signed: SafeTxSignature
  try {
    const signature = await wallet.signTypedData(getSafeTxTypedData({ chainId, safeAddress: safe, tx }))
    signed = { signature: adjustSignatureV({ signature, kind: 'EOA' }), kind: 'EOA' }
  } catch (error) {
    if (!isUnsupportedMethodError(error)) throw error
    const signature = await wallet.signHash(getSafeTxHash({ chainId, safeAddress: safe, tx }))
    signed = { signature: adjustSignatureV({ signature, kind: 'ETH_SIGN' }), kind: 'ETH_SIGN' }
  }
  try {
    await verifySafeTxSignatures(client, { chainId, safe, tx, owners: [wallet.address], signatures: signed.signature })
  } catch (cause) {
    if (!(cause instanceof InvalidSignatureError)) throw cause
    throw new SafeTxRefusedError(
      'Your wallet signed something other than the transaction shown here, so its signature was not used.',
      'wallet-mismatch',
      { cause },
    )
  }
  return signed
}
