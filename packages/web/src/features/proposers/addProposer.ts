import { type Address, getAddress } from 'viem'
import { addDelegate } from '../../lib/gateway/addDelegate'
import { type ProposerWallet, signDelegateChange } from './ProposerWallet'

/**
 * Lets `proposer` propose transactions for `safe` on behalf of the connected owner (its delegator): the owner signs
 * the delegate authorisation and the gateway, which checks the signature, the ownership and the owner's session,
 * registers it (docs/proposers.md). Registering the same proposer again renames it.
 */
export async function addProposer({
  gatewayUrl,
  chainId,
  safe,
  proposer,
  label,
  wallet,
  now = new Date(),
}: {
  gatewayUrl: string
  chainId: number
  safe: Address
  proposer: Address
  label: string
  wallet: ProposerWallet
  now?: Date
}): Promise<void> {
  const signature = await signDelegateChange(wallet, { chainId, delegate: proposer, now })
  await addDelegate({
    baseUrl: gatewayUrl,
    chainId,
    body: { safe: getAddress(safe), delegate: getAddress(proposer), delegator: wallet.address, signature, label },
  })
}
