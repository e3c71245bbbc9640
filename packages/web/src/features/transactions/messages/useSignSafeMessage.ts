import type { Address } from 'viem'
import { signSafeMessage } from './signSafeMessage'
import { useSafeMessageFlow } from './useSafeMessageFlow'

/**
 * The {@link signSafeMessage} action with the connected wallet (`useSafeMessageFlow`): `step` says where it is, the
 * error is always a `SignSafeMessageError` with a sentence, and the Safe's messages reload when it is done.
 */
export function useSignSafeMessage(safe: Address) {
  return useSafeMessageFlow(safe, signSafeMessage)
}
