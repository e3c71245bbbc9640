import type { BridgeRequest } from '@strongroom/protocol'
import type { Hex } from 'viem'
import { vi } from 'vitest'
import { SAFE_ADDRESS } from '../../../../testing/gatewayFixtures'
import { renderWithProviders } from '../../../../testing/renderWithProviders'
import type { BridgeRequestError } from '../../bridge/BridgeRequestError'
import { SafeAppSignRequest } from '../SafeAppSignRequest'
import { walletOwner } from './fakeSigningNetwork'

type SigningRequest = Extract<BridgeRequest, { method: 'sendTransactions' | 'signMessage' | 'signTypedMessage' }>

/**
 * The host's screen for `app`'s signing `request` on the fixture Safe, with `account`'s wallet connected (none for
 * null); the `onDone` and `onFail` mocks it answers the app through.
 */
export async function renderSignRequest(
  app: { name: string; url: string },
  request: SigningRequest,
  account: Hex | null = walletOwner.address,
) {
  const onDone = vi.fn<(result: unknown) => void>()
  const onFail = vi.fn<(error: BridgeRequestError) => void>()
  await renderWithProviders(
    <SafeAppSignRequest
      address={SAFE_ADDRESS}
      prefix="dev"
      app={app}
      request={request}
      onDone={onDone}
      onFail={onFail}
    />,
    account ? { account } : {},
  )
  return { onDone, onFail }
}
