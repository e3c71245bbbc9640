import { parentApprovalCall, selectParentSafes } from '@strongroom/protocol'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { type Address, isAddressEqual, zeroAddress } from 'viem'
import { useAccount } from 'wagmi'
import { paths } from '../../../app/paths'
import { AddressDisplay } from '../../../components/AddressDisplay'
import { Button } from '../../../components/Button'
import { useRuntimeConfig } from '../../../hooks/useRuntimeConfig'
import { appHistory } from '../../../lib/appHistory'
import { ownedSafesQuery } from '../../../lib/query/ownedSafesQuery'
import { selectSafeTxActions } from '../actions/selectSafeTxActions'
import type { TransactionActions } from '../details/TransactionActions'
import { NewTransactionReview } from '../review/NewTransactionReview'
import './nestedSafes.css'

/** The proposal's origin: what the parent's owners see made the transaction. */
export const PARENT_APPROVAL_ORIGIN = 'Nested Safe confirmation'

/**
 * "Confirm from a parent Safe" on a nested Safe's pending transaction (docs/nested-safes.md §1): for each of the
 * nested Safe's owners that is a Safe the connected wallet owns (`selectParentSafes`) and that has not confirmed yet,
 * a button that opens the parent's own new-transaction review of `approveHash(safeTxHash)` on the nested Safe;
 * "Sign and propose" puts it in the parent's queue and opens it there, where the parent's owners confirm and
 * execute it. Offered only when the nested Safe's review holds up, blocks nothing and was acknowledged.
 */
export function ConfirmFromParent({ prefix, review, acknowledged }: Parameters<typeof TransactionActions>[0]) {
  const { address: account } = useAccount()
  const config = useRuntimeConfig()
  const owned = useQuery({ ...ownedSafesQuery(config, account ?? zeroAddress), enabled: account !== undefined })
  const [parent, setParent] = useState<Address | undefined>()
  const rules = selectSafeTxActions(review, { account, acknowledged })
  const confirmed = review.confirmations.flatMap((entry) => (entry.status === 'verified' ? [entry.signer] : []))
  const parents = selectParentSafes({
    child: review.safe,
    childOwners: review.chain.owners,
    memberOf: owned.data?.safes ?? [],
  }).filter((safe) => !confirmed.some((signer) => isAddressEqual(signer, safe)))

  if (review.state !== 'pending' || rules.thresholdMet || parents.length === 0) return null
  const refused = !rules.trusted || rules.blocked
  const child = review.safe

  if (parent)
    return (
      <div className="nested-confirm" data-testid="parent-approval-review">
        <p className="nested-confirm__note">
          A transaction of <AddressDisplay address={parent} copy={false} /> that approves transaction #
          {review.tx.nonce.toString()} of this Safe on chain. Once its owners execute it, it counts as its confirmation
          here.
        </p>
        <NewTransactionReview
          address={parent}
          prefix={prefix}
          calls={[parentApprovalCall({ child, safeTxHash: review.safeTxHash })]}
          origin={{ name: PARENT_APPROVAL_ORIGIN }}
          onCancel={() => setParent(undefined)}
          onProposed={({ safeTxHash }) =>
            appHistory.navigate(paths.transaction({ prefix, address: parent }, safeTxHash))
          }
        />
      </div>
    )

  return (
    <div className="nested-confirm" data-testid="confirm-from-parent">
      {parents.map((safe) => (
        <div key={safe} className="nested-confirm__parent">
          <span>
            You own <AddressDisplay address={safe} copy={false} />, an owner of this Safe.
          </span>
          <Button variant="secondary" disabled={refused || rules.needsAcknowledgement} onClick={() => setParent(safe)}>
            Confirm from this parent Safe
          </Button>
        </div>
      ))}
      {refused && (
        <p className="nested-confirm__note">
          Confirming from a parent Safe is turned off: this transaction cannot be trusted or is blocked (see above).
        </p>
      )}
      {!refused && rules.needsAcknowledgement && (
        <p className="nested-confirm__note">Tick the box above to acknowledge what the review found first.</p>
      )}
    </div>
  )
}
