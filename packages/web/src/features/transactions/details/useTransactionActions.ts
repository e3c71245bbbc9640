import { isRejectionSafeTx } from '@strongroom/protocol'
import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useAccount, usePublicClient } from 'wagmi'
import { useRuntimeConfig } from '../../../hooks/useRuntimeConfig'
import { estimateSafeTxExecution } from '../actions/estimateSafeTxExecution'
import type { SafeTxReview } from '../actions/reviewSafeTx'
import { selectSafeTxActions } from '../actions/selectSafeTxActions'
import { isFlowBusy } from '../hooks/isFlowBusy'
import { useApproveSafeTxHash } from '../hooks/useApproveSafeTxHash'
import { useConfirmSafeTx } from '../hooks/useConfirmSafeTx'
import { useExecuteSafeTx } from '../hooks/useExecuteSafeTx'
import { useRejectSafeTx } from '../hooks/useRejectSafeTx'

/**
 * What the owner may do with a reviewed pending transaction, and the actions themselves: the rules
 * (`selectSafeTxActions`), the four flows (confirm, approve on chain, execute or confirm-and-execute, reject), and the
 * execution's gas estimate while it may run. `TransactionActions` lays out what it returns.
 */
export function useTransactionActions(review: SafeTxReview, acknowledged: boolean) {
  const { address: account } = useAccount()
  const { chainId } = useRuntimeConfig()
  const client = usePublicClient({ chainId })
  const confirm = useConfirmSafeTx(review.safe)
  const execute = useExecuteSafeTx(review.safe)
  const reject = useRejectSafeTx(review.safe)
  const approve = useApproveSafeTxHash(review.safe)

  const rules = selectSafeTxActions(review, { account, acknowledged })
  const { oneShort, verified, mayExecute } = rules
  const busy = [confirm, execute, reject, approve].some(({ stage }) => isFlowBusy(stage))

  const estimate = useQuery({
    queryKey: [
      'estimate-execution',
      chainId,
      review.safeTxHash,
      account,
      oneShort,
      review.chain.nonce.toString(),
      verified,
    ],
    queryFn: () => estimateSafeTxExecution(client!, { review, executor: account as Address, signAndExecute: oneShort }),
    enabled: mayExecute && client !== undefined && review.state === 'pending',
    retry: false,
  })

  const signing = { review, acknowledgedControlChange: acknowledged }
  return {
    account,
    rules,
    /** The transaction is itself a rejection: it is neither rejected nor replaced again. */
    isRejection: isRejectionSafeTx(review),
    busy,
    /** Signing and executing wait: an action runs, a guardrail blocks, or an acknowledgement is owed. */
    signDisabled: busy || rules.blocked || rules.needsAcknowledgement,
    estimate,
    stages: { confirm: confirm.stage, execute: execute.stage, reject: reject.stage, approve: approve.stage },
    confirm: () => confirm.run(signing),
    approve: () => approve.run(signing),
    execute: (signAndExecute: boolean) => execute.run({ ...signing, signAndExecute }),
    reject: () => reject.run({ review }),
  }
}
