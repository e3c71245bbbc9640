import type { Account, Chain, Transport, WalletClient } from 'viem'
import type { SafeTxWallet } from './SafeTxWallet'

/** The connected wallet of a viem (or wagmi `getWalletClient`) client, for the Safe transaction actions. */
export function toSafeTxWallet(client: WalletClient<Transport, Chain | undefined, Account>): SafeTxWallet {
  const { account } = client
  return {
    address: account.address,
    getChainId: () => client.getChainId(),
    signTypedData: (typedData) => client.signTypedData({ account, ...typedData }),
    signHash: (hash) => client.signMessage({ account, message: { raw: hash } }),
    sendTransaction: ({ to, data, gas, nonce, fees }) =>
      client.sendTransaction({
        account,
        chain: client.chain,
        to,
        data,
        ...(gas === undefined ? {} : { gas }),
        ...(nonce === undefined ? {} : { nonce }),
        ...fees,
      } as Parameters<typeof client.sendTransaction>[0]),
  }
}
