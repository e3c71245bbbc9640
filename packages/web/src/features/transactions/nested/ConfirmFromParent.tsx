import { parentApprovalCall, type SafeTxCall, selectParentSafes } from '@strongroom/protocol'
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
import { buildExecTransaction } from '../actions/buildExecTransaction'
import { selectSafeTxActions } from '../actions/selectSafeTxActions'
import type { TransactionActions } from '../details/TransactionActions'
import { NewTransactionReview } from '../review/NewTransactionReview'
import './nestedSafes.css'

/** The proposals' origins: what the parent's owners see made the transaction. */
export const PARENT_APPROVAL_ORIGIN = 'Nested Safe confirmation'
export const PARENT_EXECUTION_ORIGIN = 'Nested Safe execution'

/**
 * "Confirm from a parent Safe" on a nested Safe's pending transaction (docs/nested-safes.md §1): for each of the
 * nested Safe's owners that is a Safe the connected wallet owns (`selectParentSafes`) and that has not confirmed yet,
 * a button that opens the parent's own new-transaction review of `approveHash(safeTxHash)` on the nested Safe;
 * "Sign and propose" puts it in the parent's queue and opens it there, where the parent's owners confirm and
 * execute it. When the parent's confirmation is the only one missing and the transaction is the nested Safe's next,
 * "Confirm and execute from this parent Safe" proposes instead the parent's call of the nested Safe's
 * `execTransaction` with the verified confirmations and the parent's approved-hash entry, valid because the parent is
 * then msg.sender (`buildExecTransaction`, Safe.sol GS025): the parent's execution runs the nested Safe's transaction.
 * Offered only when the nested Safe's review holds up, blocks nothing and was acknowledged.
 */
export function ConfirmFromParent({ prefix, review, acknowledged }: Parameters<typeof TransactionActions>[0]) {
  const { address: account } = useAccount()
  const config = useRuntimeConfig()
  const owned = useQuery({ ...ownedSafesQuery(config, account ?? zeroAddress), enabled: account !== undefined })
  const [chosen, setChosen] = useState<{ parent: Address; calls: SafeTxCall[]; execute: boolean } | undefined>()
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
  // The parent's approved-hash entry completes the threshold, and the nested Safe runs this nonce next.
  const executable = rules.isNext && rules.verified + 1 >= review.chain.threshold
  const approve = (parent: Address) =>
    setChosen({ parent, execute: false, calls: [parentApprovalCall({ child, safeTxHash: review.safeTxHash })] })
  const execute = (parent: Address) => {
    const { data } = buildExecTransaction(review, { executor: parent, signAndExecute: true })
    setChosen({ parent, execute: true, calls: [{ to: child, value: 0n, data, operation: 0 }] })
  }

  if (chosen) {
    const { parent } = chosen
    return (
      <div className="nested-confirm" data-testid="parent-approval-review">
        <p className="nested-confirm__note">
          A transaction of <AddressDisplay address={parent} copy={false} /> that{' '}
          {chosen.execute
            ? `executes transaction #${review.tx.nonce} of this Safe with its confirmation included.`
            : `approves transaction #${review.tx.nonce} of this Safe on chain. Once its owners execute it, it counts as its confirmation here.`}
        </p>
        <NewTransactionReview
          address={parent}
          prefix={prefix}
          calls={chosen.calls}
          origin={{ name: chosen.execute ? PARENT_EXECUTION_ORIGIN : PARENT_APPROVAL_ORIGIN }}
          onCancel={() => setChosen(undefined)}
          onProposed={({ safeTxHash }) =>
            appHistory.navigate(paths.transaction({ prefix, address: parent }, safeTxHash))
          }
        />
      </div>
    )
  }

  return (
    <div className="nested-confirm" data-testid="confirm-from-parent">
      {parents.map((safe) => (
        <div key={safe} className="nested-confirm__parent">
          <span>
            You own <AddressDisplay address={safe} copy={false} />, an owner of this Safe.
          </span>
          <Button variant="secondary" disabled={refused || rules.needsAcknowledgement} onClick={() => approve(safe)}>
            Confirm from this parent Safe
          </Button>
          {executable && (
            <Button variant="primary" disabled={refused || rules.needsAcknowledgement} onClick={() => execute(safe)}>
              Confirm and execute from this parent Safe
            </Button>
          )}
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
