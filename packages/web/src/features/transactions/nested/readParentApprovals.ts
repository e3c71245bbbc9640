import {
  getSafeTxFromDetails,
  getSafeTxHash,
  readNestedExecution,
  readParentApproval,
  readSafeState,
  type SafeTx,
} from '@strongroom/protocol'
import { type Address, type Client, type Hash, isAddressEqual } from 'viem'
import { getCode } from 'viem/actions'
import { GatewayError } from '../../../lib/gateway/GatewayError'
import { getMultisigTransactions } from '../../../lib/gateway/getMultisigTransactions'
import { getTransactionDetails } from '../../../lib/gateway/getTransactionDetails'
import { reviewSafeTx, type SafeTxState } from '../actions/reviewSafeTx'

/** One transaction of a parent Safe that approves the nested Safe's transaction, as the app verified it. */
export interface ParentApprovalTx {
  /** `approval`: approveHash of the hash; `execution`: execTransaction of the very transaction (docs/nested-safes.md §1). */
  kind: 'approval' | 'execution'
  txId: string
  nonce: bigint
  state: SafeTxState
  /** The parent's owners whose confirmation of it verified (signature recovered, or approved on chain). */
  signers: Address[]
  /** The parent's threshold, read from its contract. */
  threshold: number
}

/** A Safe among the nested Safe's owners, and its transactions approving the nested Safe's transaction. */
export interface ParentApproval {
  parent: Address
  /** Newest nonce first; empty when the parent has not proposed its approval yet. */
  approvals: ParentApprovalTx[]
}

/** How many of a parent's transactions to the nested Safe are looked at. */
const MAX_CANDIDATES = 10

/**
 * Which of a nested Safe's owners are Safes, and how far each got in approving `safeTxHash` (docs/nested-safes.md §1):
 * owners with code are asked for at the gateway (a contract it knows no Safe at is left out), their transactions to
 * the nested Safe read, those that are exactly `approveHash(safeTxHash)` (`readParentApproval`) or `execTransaction` of
 * this very transaction (`readNestedExecution`, its hash recomputed with `nonce`) reviewed like any
 * transaction (`reviewSafeTx`: hash recomputed, each confirmation verified against the parent's owners on chain), and
 * an answer that does not hold up is left out. Nothing here is taken on the gateway's word.
 * @throws the client's or the gateway's error when either cannot answer.
 */
export async function readParentApprovals(
  client: Client,
  {
    gatewayUrl,
    chainId,
    child,
    safeTxHash,
    nonce,
    owners,
    contracts: knownContracts,
    signal,
  }: {
    gatewayUrl: string
    chainId: number
    child: Address
    safeTxHash: Hash
    /** The nested Safe's transaction's nonce: an execution by the parent carries every field of it but this. */
    nonce: bigint
    /** The nested Safe's owners; those with code are looked at (`contractsAmong`), or `contracts` when given. */
    owners: readonly Address[]
    contracts?: readonly Address[] | undefined
    signal?: AbortSignal | undefined
  },
): Promise<ParentApproval[]> {
  const contracts = knownContracts ?? (await contractsAmong(client, owners))
  const found = await Promise.all(
    contracts.map(async (parent): Promise<ParentApproval | undefined> => {
      const request = { baseUrl: gatewayUrl, signal, chainId }
      let ids: string[]
      try {
        const page = await getMultisigTransactions({ ...request, address: parent, to: child })
        ids = page.results.flatMap((item) => (item.type === 'TRANSACTION' ? [item.transaction.id] : []))
      } catch (error) {
        if (error instanceof GatewayError && error.isNotFound) return undefined
        throw error
      }
      const chain = await readSafeState(client, parent)
      const approvals: ParentApprovalTx[] = []
      for (const transactionId of ids.slice(0, MAX_CANDIDATES)) {
        const details = await getTransactionDetails({ ...request, transactionId })
        if (details.detailedExecutionInfo?.type !== 'MULTISIG') continue
        let parentTx: SafeTx
        try {
          parentTx = getSafeTxFromDetails(details)
        } catch {
          continue
        }
        const kind = concerns(parentTx, { chainId, child, safeTxHash, nonce })
        if (!kind) continue
        const review = await reviewSafeTx(client, { details, chainId, safe: parent, chain, requestedId: transactionId })
        if (review.problems.length > 0) continue
        approvals.push({
          kind,
          txId: review.txId,
          nonce: review.tx.nonce,
          state: review.state,
          signers: review.confirmations.flatMap((entry) => (entry.status === 'verified' ? [entry.signer] : [])),
          threshold: chain.threshold,
        })
      }
      return { parent, approvals }
    }),
  )
  return found.filter((entry) => entry !== undefined)
}

/**
 * The addresses among `owners` that hold code (the only ones that may be Safes). Code does not come and go for an
 * owner of a Safe, so a caller may keep the answer.
 */
export async function contractsAmong(client: Client, owners: readonly Address[]): Promise<Address[]> {
  const codes = await Promise.all(owners.map((address) => getCode(client, { address })))
  return owners.filter((_owner, index) => (codes[index] ?? '0x') !== '0x')
}

/** Whether a parent's SafeTx approves (approveHash) or executes (execTransaction) the nested Safe's transaction. */
function concerns(
  parentTx: SafeTx,
  { chainId, child, safeTxHash, nonce }: { chainId: number; child: Address; safeTxHash: Hash; nonce: bigint },
): ParentApprovalTx['kind'] | undefined {
  if (!isAddressEqual(parentTx.to, child)) return undefined
  const approved = readParentApproval(parentTx)
  if (approved) return approved.safeTxHash === safeTxHash.toLowerCase() ? 'approval' : undefined
  const execution = readNestedExecution(parentTx)
  if (!execution) return undefined
  const hash = getSafeTxHash({ chainId, safeAddress: child, tx: { ...execution.tx, nonce } })
  return hash === safeTxHash.toLowerCase() ? 'execution' : undefined
}
