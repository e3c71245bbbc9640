import { getDelegateTotp, getDelegateTypedData } from '@strongroom/protocol'
import type { Address, Hex } from 'viem'

/** The connected wallet as the proposer actions need it; tests pass a viem local account. */
export interface ProposerWallet {
  readonly address: Address
  /** `eth_signTypedData_v4` of the delegate authorisation. */
  signTypedData(typedData: ReturnType<typeof getDelegateTypedData>): Promise<Hex>
}

/**
 * The wallet's signature authorising a change of `delegate` on `chainId`, as Safe{Wallet} signs it: EIP-712
 * `Delegate(address delegateAddress,uint256 totp)` in the domain `Safe Transaction Service` 1.0 with the chain id, over
 * the current hour's counter (docs/indexing.md §4.3). The gateway accepts it for this hour and the next.
 */
export function signDelegateChange(
  wallet: ProposerWallet,
  { chainId, delegate, now }: { chainId: number; delegate: Address; now: Date },
): Promise<Hex> {
  return wallet.signTypedData(getDelegateTypedData({ chainId, delegate, totp: getDelegateTotp(now) }))
}
