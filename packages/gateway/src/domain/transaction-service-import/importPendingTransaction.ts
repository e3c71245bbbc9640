import {
  encodeSafeTxData,
  getSafeTxHash,
  type RecoveredSignature,
  splitSignatures,
  type TransactionServiceImportItem,
  toSafeTxFromTransactionService,
  transactionServiceTransactionSchema,
} from '@strongroom/protocol'
import { type Address, getAddress, type Hex, type PublicClient } from 'viem'
import type { Db } from '../../db/Db'
import type { SafeState } from '../safes/SafeState'
import { verifyOwnerSignatures } from '../signatures/verifyOwnerSignatures'
import { requireOpenNonce } from '../transactions/requireOpenNonce'
import { storeProposal } from '../transactions/storeProposal'
import { describeRefusal, describeShapeProblem, hasUnstorableText } from './describeItemProblem'
import { refusedItem } from './refusedItem'

/** Where one listed item is imported: the Safe as the chain says it is now. */
export type ImportTarget = { db: Db; client: PublicClient; chainId: string; safe: Address; state: SafeState }

/**
 * Imports one pending transaction a Safe Transaction Service listed, checked as a proposal to this gateway is
 * (docs/indexing.md §4.1) and trusting nothing the service says: the SafeTx is rebuilt from its fields and its hash
 * recomputed (it must equal the service's safeTxHash), the nonce must still be open, and each confirmation's bytes
 * must verify as a current owner's signature of that hash (the owner the service names must be who signed). What
 * verifies is stored through the propose path's `storeProposal` (an item already here gains the missing
 * confirmations); an item with no verified signature, or failing any rule above, is refused and nothing of it is stored.
 */
export async function importPendingTransaction(
  { db, client, chainId, safe, state }: ImportTarget,
  raw: unknown,
): Promise<TransactionServiceImportItem> {
  const refuse = (problem: string, nonce: string | null = null, more: string[] = []) =>
    refusedItem({ kind: 'transaction', raw, hashKey: 'safeTxHash', nonce }, [problem, ...more])
  const parsed = transactionServiceTransactionSchema.safeParse(raw)
  if (!parsed.success)
    return refuse(
      `The service listed a transaction in a shape it does not have: ${describeShapeProblem(parsed.error)}.`,
    )
  const record = parsed.data
  const nonce = String(record.nonce)
  if (getAddress(record.safe) !== safe) return refuse(`It belongs to another Safe, ${record.safe}.`, nonce)
  if (record.isExecuted) return refuse('The service lists it as executed; the chain holds its execution.', nonce)
  if (hasUnstorableText(record.origin)) return refuse('Its origin holds text that cannot be stored (U+0000).', nonce)

  let safeTxHash: Hex
  let preimage: Hex
  let tx: ReturnType<typeof toSafeTxFromTransactionService>
  try {
    tx = toSafeTxFromTransactionService(record)
    safeTxHash = getSafeTxHash({ chainId: Number(chainId), safeAddress: safe, tx })
    preimage = encodeSafeTxData({ chainId: Number(chainId), safeAddress: safe, tx })
    if (safeTxHash !== record.safeTxHash.toLowerCase())
      return refuse(
        `Its fields hash to ${safeTxHash}, not to the safeTxHash the service gave: it was altered, or is for another chain.`,
        nonce,
      )
    await requireOpenNonce(db, { chainId, safe, nonce: tx.nonce, safeNonce: state.nonce })
  } catch (error) {
    return refuse(describeRefusal(error), nonce)
  }

  const problems: string[] = []
  const signatures: RecoveredSignature[] = []
  for (const confirmation of record.confirmations) {
    const owner = getAddress(confirmation.owner)
    if (!confirmation.signature || confirmation.signature === '0x') {
      problems.push(`The confirmation of ${owner} carries no signature.`)
      continue
    }
    try {
      const entries = splitSignatures(confirmation.signature).length
      if (entries !== 1) {
        problems.push(`The confirmation of ${owner} holds ${entries} signatures instead of one.`)
        continue
      }
      const [recovered] = await verifyOwnerSignatures({
        client,
        safe,
        owners: state.owners,
        hash: safeTxHash,
        preimage,
        signatures: confirmation.signature,
      })
      if (recovered!.signer !== owner)
        problems.push(`The confirmation said to be ${owner}'s was signed by ${recovered!.signer}.`)
      else if (!signatures.some((known) => known.signer === owner)) signatures.push(recovered!)
    } catch (error) {
      problems.push(`The confirmation of ${owner} does not verify: ${describeRefusal(error)}`)
    }
  }
  if (signatures.length === 0)
    return refuse(
      'No owner signature of it verified, so nothing an owner approved is there to import.',
      nonce,
      problems,
    )

  const signers = signatures.map((signature) => signature.signer)
  const proposer =
    record.proposer && signers.includes(getAddress(record.proposer)) ? getAddress(record.proposer) : signers[0]!
  await storeProposal(db, {
    chainId,
    safe,
    safeTxHash,
    tx,
    proposer,
    proposedByDelegate: null,
    trusted: true,
    origin: record.origin && record.origin !== 'null' ? record.origin : null,
    signatures,
    submittedAt: record.submissionDate ? new Date(record.submissionDate) : null,
  })
  return {
    kind: 'transaction',
    hash: safeTxHash,
    nonce,
    outcome: 'imported',
    confirmations: signatures.length,
    problems,
  }
}
