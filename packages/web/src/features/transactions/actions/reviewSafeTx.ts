import {
  assessSafeTx,
  getSafeDomainHash,
  getSafeTxFromDetails,
  getSafeTxHash,
  getSafeTxMessageHash,
  InvalidInputError,
  InvalidSignatureError,
  joinSignatures,
  parseTransactionId,
  type SafeChainState,
  type SafeTx,
  type SafeTxAssessment,
  type SignatureKind,
  type TransactionDetails,
  verifySafeTxSignatures,
} from '@strongroom/protocol'
import { type Address, type Client, getAddress, type Hash, type Hex, isAddress, isAddressEqual } from 'viem'
import { SafeTxRefusedError } from './errors/SafeTxRefusedError'
import { type OnChainMessage, onChainMessagesOf } from './onChainMessagesOf'
import { type ReviewTokens, readReviewTokens } from './readReviewTokens'

/** One confirmation the gateway listed, as the app checked it. */
export type CheckedConfirmation =
  | {
      status: 'verified'
      signer: Address
      kind: SignatureKind
      /** The entry as `joinSignatures` takes it back (no kind needed). */
      signature: Hex
      submittedAt: number
    }
  /** Valid, but its signer is no longer an owner: it does not count. */
  | { status: 'former-owner'; signer: Address; submittedAt: number }
  /** Does not verify: shown in red, and signing and executing are refused. */
  | { status: 'invalid'; signer: string; submittedAt: number; message: string }

/**
 * Where a Safe transaction stands, by the gateway's status and the Safe's own nonce: `settled` when the Safe's nonce
 * has passed it but the gateway does not say yet whether it ran or was replaced.
 */
export type SafeTxState = 'pending' | 'executed' | 'failed' | 'replaced' | 'settled'

/** Everything wrong with a gateway answer that makes it untrustworthy; each a sentence for the screen. */
export type SafeTxProblem = {
  kind: 'hash-mismatch' | 'wrong-safe' | 'wrong-transaction' | 'confirmation'
  message: string
}

/**
 * What the review screen shows and what the actions act on: the SafeTx rebuilt from the fields on screen, the hashes
 * computed here from those fields (never the server's), the guardrails' findings, and every confirmation verified.
 */
export interface SafeTxReview {
  chainId: number
  safe: Address
  tx: SafeTx
  /** EIP-712 domain separator of the Safe (the "domain hash" a hardware wallet shows). */
  domainHash: Hash
  /** hashStruct of the SafeTx (the "message hash"). */
  messageHash: Hash
  /** The safeTxHash: what owners sign and the Safe checks. */
  safeTxHash: Hash
  /** The transaction id the gateway knows it by. */
  txId: string
  state: SafeTxState
  /** The Safe as the contract describes it, read when the review was made. */
  chain: SafeChainState
  assessment: SafeTxAssessment
  /** Messages it makes the Safe sign on chain, with the stored message when it hashes to them. */
  messages: OnChainMessage[]
  /** Whether blind signing was on when the review was made: decides whether an unreadable message is refused. */
  blindSigning: boolean
  /** The tokens it moves or pays a refund in, as their contracts describe them. */
  tokens: ReviewTokens
  confirmations: CheckedConfirmation[]
  /** Non-empty: the answer cannot be trusted; nothing may be signed or executed. */
  problems: SafeTxProblem[]
}

/**
 * Reviews a multisig transaction as the gateway describes it, trusting the gateway for nothing it signs: the SafeTx
 * is rebuilt from its fields and hashed here, the hash compared with the gateway's safeTxHash and the id the screen
 * asked for, each confirmation verified with protocol's `verifySafeTxSignatures` (recovered signer = listed signer,
 * an owner by the contract's `getOwners`, over this hash) through `client`, and the guardrails applied
 * (`assessSafeTx`). docs/web-data-flow.md §3.1.
 * @throws {SafeTxRefusedError} (`untrusted`) when the answer is not a multisig transaction or its fields are malformed.
 * @throws the client's error when the chain cannot be read: a failing node is never taken for a bad signature.
 */
export async function reviewSafeTx(
  client: Client,
  {
    details,
    chainId,
    safe,
    chain,
    requestedId,
    blindSigning = false,
  }: {
    details: TransactionDetails
    chainId: number
    safe: Address
    chain: SafeChainState
    /** The id the screen asked the gateway for: the answer must be that transaction. */
    requestedId?: string | undefined
    /** The user's blind-signing setting (docs/web-security.md §2.2). */
    blindSigning?: boolean | undefined
  },
): Promise<SafeTxReview> {
  const execution = details.detailedExecutionInfo
  if (execution?.type !== 'MULTISIG')
    throw new SafeTxRefusedError(
      'This is not a transaction the owners sign, so there is nothing to review.',
      'untrusted',
    )
  let tx: SafeTx
  try {
    tx = getSafeTxFromDetails(details)
  } catch (cause) {
    throw new SafeTxRefusedError(
      'The gateway described this transaction with fields that are not valid, so it cannot be reviewed or signed.',
      'untrusted',
      { cause },
    )
  }
  const params = { chainId, safeAddress: safe, tx }
  const safeTxHash = getSafeTxHash(params)
  const problems: SafeTxProblem[] = []

  if (!isAddress(details.safeAddress, { strict: false }) || !isAddressEqual(details.safeAddress, safe))
    problems.push({ kind: 'wrong-safe', message: 'The gateway answered with a transaction of another Safe.' })
  if (execution.safeTxHash.toLowerCase() !== safeTxHash)
    problems.push({
      kind: 'hash-mismatch',
      message:
        'The transaction’s fields do not produce the hash the gateway gave for it: its answer may have been altered on the way. Do not sign it.',
    })
  const expected = [details.txId, ...(requestedId ? [requestedId] : [])].map(safeTxHashOfId)
  if (expected.some((hash) => hash !== undefined && hash !== safeTxHash))
    problems.push({
      kind: 'wrong-transaction',
      message: 'The gateway answered with another transaction than the one this link names.',
    })

  // Who executed matters only for a transaction that ran, as the Safe's nonce confirms (an approval without bytes
  // then counts for the account that sent it, Safe.sol `checkNSignatures`). For a pending one the gateway's `executor`
  // is a claim: taking it would skip the `approvedHashes` read and count a forged "approved on chain"
  // (docs/web-security.md §2.3).
  const ran = (details.txStatus === 'SUCCESS' || details.txStatus === 'FAILED') && tx.nonce < chain.nonce
  const executor = ran ? execution.executor?.value : undefined
  const confirmations: CheckedConfirmation[] = []
  for (const confirmation of execution.confirmations) {
    const checked = await checkConfirmation(client, {
      chainId,
      safe,
      tx,
      owners: chain.owners,
      executor: executor && isAddress(executor, { strict: false }) ? getAddress(executor) : undefined,
      confirmation,
      earlier: confirmations,
    })
    confirmations.push(checked)
    if (checked.status === 'invalid') problems.push({ kind: 'confirmation', message: checked.message })
  }

  const assessment = assessSafeTx({ safe, tx, owners: chain.owners })
  return {
    chainId,
    safe: getAddress(safe),
    tx,
    domainHash: getSafeDomainHash(params),
    messageHash: getSafeTxMessageHash(tx),
    safeTxHash,
    txId: details.txId,
    state: stateOf(details, tx, chain),
    chain,
    assessment,
    messages: onChainMessagesOf({ chainId, safe, assessment, stored: execution.origin?.message }),
    blindSigning,
    tokens: await readReviewTokens(client, { safe, tx }),
    confirmations,
    problems,
  }
}

function stateOf(details: TransactionDetails, tx: SafeTx, chain: SafeChainState): SafeTxState {
  if (details.txStatus === 'SUCCESS') return 'executed'
  if (details.txStatus === 'FAILED') return 'failed'
  if (details.txStatus === 'CANCELLED') return 'replaced'
  return tx.nonce < chain.nonce ? 'settled' : 'pending'
}

/** The safeTxHash a transaction id names, if it names one (a multisig id or a bare hash). */
function safeTxHashOfId(id: string): Hash | undefined {
  try {
    const parsed = parseTransactionId(id)
    return 'safeTxHash' in parsed ? parsed.safeTxHash : undefined
  } catch {
    return undefined
  }
}

/**
 * One listed confirmation verified for `tx`: its signer must be an address, listed once, and recovered from its bytes
 * over this hash (an approval without bytes checked on chain). Offline imports check their signatures the same way.
 * @throws the client's error when the chain cannot be read.
 */
export async function checkConfirmation(
  client: Client,
  {
    chainId,
    safe,
    tx,
    owners,
    executor,
    confirmation,
    earlier,
  }: {
    chainId: number
    safe: Address
    tx: SafeTx
    owners: readonly Address[]
    executor: Address | undefined
    confirmation: { signer: { value: string }; signature: string | null; submittedAt: number }
    earlier: readonly CheckedConfirmation[]
  },
): Promise<CheckedConfirmation> {
  const listed = confirmation.signer.value
  const { submittedAt } = confirmation
  const invalid = (message: string): CheckedConfirmation => ({
    status: 'invalid',
    signer: listed,
    submittedAt,
    message,
  })
  if (!isAddress(listed, { strict: false }))
    return invalid('The gateway lists a confirmation whose signer is not an address.')
  const signer = getAddress(listed)
  const who = `${signer.slice(0, 6)}…${signer.slice(-4)}`
  if (earlier.some((entry) => entry.signer.toLowerCase() === signer.toLowerCase()))
    return invalid(`The gateway lists the confirmation of ${who} twice.`)
  try {
    // Without bytes, the confirmation can only be an on-chain approval (approveHash), checked as such.
    const signatures = (confirmation.signature ??
      joinSignatures([{ signer, data: '0x', kind: 'APPROVED_HASH' }])) as Hex
    // The listed signer counts as an owner here so that a valid confirmation of a removed owner is told apart.
    const recovered = await verifySafeTxSignatures(client, {
      chainId,
      safe,
      tx,
      owners: [...owners, signer],
      signatures,
      executor,
    })
    const [entry] = recovered
    if (!entry || recovered.length !== 1) return invalid(`The confirmation of ${who} holds more than one signature.`)
    if (!isAddressEqual(entry.signer, signer))
      return invalid(
        `The confirmation listed for ${who} was not made by that owner for this transaction: it does not verify.`,
      )
    if (!owners.some((owner) => isAddressEqual(owner, signer))) return { status: 'former-owner', signer, submittedAt }
    return { status: 'verified', signer, kind: entry.kind, signature: entry.signature, submittedAt }
  } catch (error) {
    if (error instanceof InvalidSignatureError || error instanceof InvalidInputError)
      return invalid(`The confirmation of ${who} does not verify for this transaction.`)
    throw error
  }
}
