import { paths } from '../../../app/paths'
import { AddressDisplay } from '../../../components/AddressDisplay'
import { Link } from '../../../components/Link'
import { Tag } from '../../../components/Tag'
import type { SafeTxReview } from '../actions/reviewSafeTx'
import type { ParentApprovalTx } from './readParentApprovals'
import { useParentApprovals } from './useParentApprovals'
import './nestedSafes.css'

const STATE_TEXT: Record<ParentApprovalTx['state'], string> = {
  pending: 'in its queue',
  executed: 'executed',
  failed: 'executed, but its call failed',
  replaced: 'replaced',
  settled: 'executed or replaced',
}

/**
 * Under the confirmations of a nested Safe's transaction: each owner that is a Safe, and how far its approval got
 * (docs/nested-safes.md §1): its transaction approving this hash, linked, with the parent's owners whose
 * confirmations verified. Shows nothing when no owner is a Safe.
 */
export function ParentApprovals({ prefix, review }: { prefix: string; review: SafeTxReview }) {
  const parents = useParentApprovals(review)
  if (parents.status === 'error' && !parents.data)
    return (
      <p className="nested-approvals__error" role="alert">
        The parent Safes’ approvals could not be read; the confirmations above are still checked on chain.
      </p>
    )
  const found = parents.data ?? []
  if (found.length === 0) return null
  return (
    <div className="nested-approvals" data-testid="parent-approvals">
      <h3 className="nested-approvals__title">Owners that are Safes</h3>
      <ul className="nested-approvals__list">
        {found.map(({ parent, approvals }) => (
          <li key={parent} className="nested-approvals__parent" data-testid="parent-approval">
            <AddressDisplay address={parent} />
            {approvals.length === 0 && <Tag>Its owners have not proposed an approval or execution yet</Tag>}
            {approvals.map((approval) => (
              <p key={approval.txId} className="nested-approvals__tx" data-testid="parent-approval-tx">
                <Link href={paths.safe({ prefix, address: parent }, 'transaction', { id: approval.txId })}>
                  Its {approval.kind === 'approval' ? 'approval' : 'execution of it'}, transaction #
                  {approval.nonce.toString()}
                </Link>
                , {STATE_TEXT[approval.state]}: {approval.signers.length} of {approval.threshold} of its owners signed
                {approval.signers.length > 0 ? ':' : '.'}
                {approval.signers.map((signer) => (
                  <span key={signer} className="nested-approvals__signer" data-testid="parent-signer">
                    <AddressDisplay address={signer} copy={false} />
                  </span>
                ))}
              </p>
            ))}
          </li>
        ))}
      </ul>
    </div>
  )
}
