import type { Address } from 'viem'
import type { Account } from '../../domain/accounts/Account'

/** A live session: who signed in, on which chain, whose data it unlocks and until when. */
export type SignedInSession = {
  address: Address
  /** Chain id of the sign-in message. */
  chainId: string
  account: Account
  expiresAt: Date
}
