import { SafeTxRefusedError } from './errors/SafeTxRefusedError'
import type { SafeTxWallet } from './SafeTxWallet'

/**
 * Refuses a wallet on another network than the app's before it is asked to sign or send anything.
 * @throws {SafeTxRefusedError} (`wrong-chain`) saying which network to switch to.
 */
export async function assertWalletOnChain(
  wallet: Pick<SafeTxWallet, 'getChainId'>,
  { chainId, chainName }: { chainId: number; chainName: string },
): Promise<void> {
  if ((await wallet.getChainId()) !== chainId)
    throw new SafeTxRefusedError(
      `Your wallet is on another network. Switch it to ${chainName} and try again.`,
      'wrong-chain',
    )
}
