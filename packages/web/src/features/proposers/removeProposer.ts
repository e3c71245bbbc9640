import type { Delegate } from '@strongroom/protocol'
import { removeDelegate } from '../../lib/gateway/removeDelegate'
import { type ProposerWallet, signDelegateChange } from './ProposerWallet'

/**
 * Takes a proposer of one Safe away: signed by its delegator or by the proposer itself (stepping down), as the gateway
 * requires (docs/proposers.md). Only this Safe's delegation goes.
 */
export async function removeProposer({
  gatewayUrl,
  chainId,
  proposer,
  wallet,
  now = new Date(),
}: {
  gatewayUrl: string
  chainId: number
  proposer: Delegate
  wallet: ProposerWallet
  now?: Date
}): Promise<void> {
  const signature = await signDelegateChange(wallet, { chainId, delegate: proposer.delegate, now })
  await removeDelegate({
    baseUrl: gatewayUrl,
    chainId,
    delegate: proposer.delegate,
    body: { delegator: proposer.delegator, safe: proposer.safe, signature },
  })
}
