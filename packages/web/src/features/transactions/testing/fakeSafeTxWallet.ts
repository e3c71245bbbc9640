import type { PrivateKeyAccount } from 'viem/accounts'
import { vi } from 'vitest'
import type { SafeTxWallet } from '../actions/SafeTxWallet'

/**
 * The wallet of `account` at the fake boundary the actions talk to: typed data and EIP-191 signing by the local key,
 * on `chainId`. Each method is a spy, so a test can prove that the wallet was never asked; `typedData: false` answers
 * typed-data requests as a wallet without them (4200).
 */
export function fakeSafeTxWallet(
  account: PrivateKeyAccount,
  { chainId, typedData = true }: { chainId: number; typedData?: boolean },
) {
  return {
    address: account.address,
    getChainId: vi.fn(async () => chainId),
    signTypedData: vi.fn<SafeTxWallet['signTypedData']>(async (data) => {
      if (!typedData) throw Object.assign(new Error('The method is not supported.'), { code: 4200 })
      return account.signTypedData(data)
    }),
    signHash: vi.fn<SafeTxWallet['signHash']>(async (hash) => account.signMessage({ message: { raw: hash } })),
    sendTransaction: vi.fn<SafeTxWallet['sendTransaction']>(async () => {
      throw new Error('this fake wallet sends nothing')
    }),
  } satisfies SafeTxWallet
}
