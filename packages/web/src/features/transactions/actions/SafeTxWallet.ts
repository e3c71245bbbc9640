import type { SafeTxTypedData } from '@strongroom/protocol'
import type { Address, Hash, Hex } from 'viem'
import type { TransactionFees } from './bumpFees'

/**
 * The connected wallet, as far as the Safe transaction actions need it. `toSafeTxWallet` adapts a viem/wagmi
 * WalletClient; tests pass a small fake.
 */
export interface SafeTxWallet {
  /** The connected account: the owner who signs or executes. */
  readonly address: Address
  /** The network the wallet is on right now. */
  getChainId(): Promise<number>
  /** `eth_signTypedData_v4`. */
  signTypedData(typedData: SafeTxTypedData): Promise<Hex>
  /**
   * The EIP-191 signature of a 32-byte hash's bytes (`personal_sign`, what Safe calls an eth_sign signature), for
   * wallets without typed data. Not the `eth_sign` method: wallets that still offer it sign the bare hash.
   */
  signHash(hash: Hash): Promise<Hex>
  /**
   * `eth_sendTransaction` from {@link address}. `nonce` and `fees` are set only to replace a pending transaction (a
   * speed-up); otherwise the wallet chooses them.
   */
  sendTransaction(request: {
    to: Address
    data: Hex
    gas?: bigint | undefined
    nonce?: number | undefined
    fees?: TransactionFees | undefined
  }): Promise<Hash>
}
