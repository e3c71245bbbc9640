import type { Address } from 'viem'
import { useSafeMessageFlow } from '../../transactions'
import type { AppMessage } from './prepareAppMessage'
import { signAppMessageOffChain } from './signAppMessageOffChain'

/**
 * {@link signAppMessageOffChain} with the connected wallet (the transactions feature's `useSafeMessageFlow`): `step`
 * says where it is, the error is always a `SignSafeMessageError` with a sentence, and the Safe's messages reload when
 * it is done.
 */
export function useSignAppMessage(safe: Address, app: { name: string; url: string }) {
  return useSafeMessageFlow(safe, (message: AppMessage, context) =>
    signAppMessageOffChain(message, { ...context, app }),
  )
}
