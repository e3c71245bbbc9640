import { useAccount } from 'wagmi'
import { Button } from '../../components/Button'
import { Panel } from '../../components/Panel'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { DeployFailure, type UndeployedSafe, useAddressName, useDeploySafe } from '../safes'
import type { Offer } from './undeployedSafeOffers'

const STEP_TEXT = {
  wallet: 'Confirm the deployment in your wallet…',
  mining: 'Waiting for the transaction to be mined…',
  indexing: 'Mined. Waiting for the gateway to index the Safe…',
} as const

/** "Activate": deploys the Safe exactly as set up (`deploySafe` with the stored salt nonce), paid by the wallet. */
export function ActivatePanel({
  safe,
  offer,
  onActivated,
}: {
  safe: UndeployedSafe
  offer: Offer
  onActivated(): void
}) {
  const { chainId, chainName } = useRuntimeConfig()
  const { chainId: walletChainId } = useAccount()
  const name = useAddressName()(safe.address) ?? 'Safe'
  const { stage, deploy, reset } = useDeploySafe()
  const busy = stage.step === 'wallet' || stage.step === 'mining' || stage.step === 'indexing'
  const wrongChain = offer.ok && walletChainId !== chainId

  const activate = async () => {
    const address = await deploy({ ...safe, saltNonce: BigInt(safe.saltNonce), name })
    if (address) onActivated()
  }

  return (
    <Panel title="Activate">
      <p className="undeployed-safe__hint">
        Activating deploys the Safe with its owners and threshold; the wallet that activates it pays the gas and gains
        no rights over it.
      </p>
      {!offer.ok && <p data-testid="activate-unavailable">{offer.reason}</p>}
      {wrongChain && <p>Switch your wallet to {chainName} to activate it.</p>}
      {busy && (
        <p role="status" data-testid="activate-status">
          {STEP_TEXT[stage.step]}
        </p>
      )}
      <DeployFailure stage={stage} title="The Safe was not activated." testId="activate-error" onDismiss={reset} />
      <Button variant="primary" disabled={!offer.ok || wrongChain || busy} aria-busy={busy} onClick={activate}>
        Activate Safe
      </Button>
    </Panel>
  )
}
