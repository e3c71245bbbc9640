import { type MutationState, useMutationState } from '@tanstack/react-query'
import { useAccount } from 'wagmi'
import { describeConnectionError } from './describeConnectionError'
import './walletShell.css'

/**
 * Explains, in one sentence, why the last connection attempt failed. RainbowKit's modal only offers a RETRY button;
 * this reads the outcome of wagmi's `connect` mutations (key `['connect']`) from the shared query client, so it
 * covers every wallet, EIP-6963 ones included. It disappears on the next attempt or once connected.
 */
export function ConnectionErrorNotice() {
  const { isConnected } = useAccount()
  const attempts = useMutationState<MutationState>({ filters: { mutationKey: ['connect'] } })
  const last = attempts.at(-1)
  if (isConnected || !last || last.status !== 'error') return null
  const { message } = describeConnectionError(last.error)
  return (
    <p className="connection-error" role="alert" data-testid="connection-error">
      {message}
    </p>
  )
}
