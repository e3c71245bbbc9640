import type { Address } from 'viem'
import { AddressDisplay } from '../../components/AddressDisplay'
import { FormMessage } from '../../components/FormField'
import { Panel } from '../../components/Panel'

/** Props of {@link NewSafeReview}. */
export interface NewSafeReviewProps {
  chainName: string
  threshold: number
  ownerCount: number
  /** The address the Safe will have; undefined while the setup is not valid. */
  predicted: Address | undefined
}

/** What will be deployed: network, policy, and the Safe's address computed before deployment. */
export function NewSafeReview({ chainName, threshold, ownerCount, predicted }: NewSafeReviewProps) {
  return (
    <Panel title="Review">
      <dl className="review">
        <dt>Network</dt>
        <dd>{chainName}</dd>
        <dt>Policy</dt>
        <dd>
          {threshold} out of {ownerCount} owner{ownerCount === 1 ? '' : 's'}
        </dd>
        <dt>Safe address</dt>
        <dd data-testid="predicted-address">
          {predicted ? (
            <AddressDisplay address={predicted} format="full" />
          ) : (
            <FormMessage tone="hint" as="span">
              Shown once every owner address is valid.
            </FormMessage>
          )}
        </dd>
      </dl>
      <FormMessage tone="hint">
        The address is computed before deployment (CREATE2 through the Safe proxy factory); the deployed Safe will have
        exactly this address.
      </FormMessage>
    </Panel>
  )
}
