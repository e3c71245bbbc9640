import type { Address } from 'viem'
import type { UndeployedSafe } from '../safes'

/** Whether an action is offered, and when not, the sentence that says why and what to do. */
export type Offer = { ok: true } | { ok: false; reason: string }

/** What an undeployed Safe's screen offers to the connected wallet (docs/counterfactual-safes.md §2). */
export interface UndeployedSafeOffers {
  /** Sending funds to its address works before deployment: the address is fixed by its setup. */
  receive: Offer
  /** Deploying it as set up; anyone may pay for that, the owners and threshold are in the setup. */
  activate: Offer
  /** One transaction that deploys it and executes its first Safe transaction, signed here and now. */
  firstTransaction: Offer
}

/**
 * The rules of an undeployed Safe: it receives funds; any connected wallet may activate it (the setup fixes who owns
 * it, so the one who pays gains nothing over it); its first transaction can go with its deployment only when the
 * connected wallet is an owner and its signature alone reaches the threshold, since no one else's signature can be
 * collected for a Safe the gateway does not know. Everything else (queue, history, apps, settings) waits for it to
 * be activated.
 */
export function undeployedSafeOffers(safe: UndeployedSafe, account: Address | undefined): UndeployedSafeOffers {
  const receive: Offer = { ok: true }
  if (account === undefined) {
    const reason = 'Connect a wallet to activate it; an owner’s wallet can also make its first transaction.'
    return { receive, activate: { ok: false, reason }, firstTransaction: { ok: false, reason } }
  }
  const activate: Offer = { ok: true }
  const isOwner = safe.owners.some((owner) => owner.toLowerCase() === account.toLowerCase())
  if (!isOwner)
    return {
      receive,
      activate,
      firstTransaction: {
        ok: false,
        reason:
          'Only an owner can make its first transaction, and the connected wallet is not one. Any wallet can activate it.',
      },
    }
  if (safe.threshold > 1)
    return {
      receive,
      activate,
      firstTransaction: {
        ok: false,
        reason: `Its transactions need ${safe.threshold} owners’ signatures, which can only be collected once it exists: activate it first, then propose transactions as usual.`,
      },
    }
  return { receive, activate, firstTransaction: { ok: true } }
}
