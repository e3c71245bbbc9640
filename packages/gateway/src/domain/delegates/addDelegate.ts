import { InvalidInputError } from '@strongroom/protocol'
import type { Address, Hex } from 'viem'
import { requireChain } from '../chains/requireChain'
import { RuleViolationError } from '../errors/RuleViolationError'
import type { GatewayContext } from '../GatewayContext'
import type { Actor } from '../permissions/Actor'
import { requireActorAmong } from '../permissions/requireActorAmong'
import { getDelegateSignatureHashes } from './getDelegateSignatureHashes'
import { publishDelegatesChange } from './publishDelegatesChange'
import { requireDelegatorOwnsSafe } from './requireDelegatorOwnsSafe'
import { verifyDelegateSignature } from './verifyDelegateSignature'

/** A delegation to register. */
export type NewDelegate = {
  safe: Address | null
  delegate: Address
  delegator: Address
  signature: Hex
  label: string
  expiryDate: Date | null
}

/**
 * `POST /v{1,2}/chains/{chainId}/delegates` (docs/indexing.md §4.3, transaction service `DelegateSerializerV2`): lets
 * `delegate` propose for `delegator`, on one Safe or all of the delegator's. The delegator signs the hourly counter
 * (EIP-712, or with `legacy` also the v1 text hash), as an EOA or through EIP-1271. Registering the same
 * (Safe, delegate, delegator) again updates its label and expiry. The signed-in `actor` must be the delegator or an
 * owner of the Safe. Publishes a `delegates` change of the Safes concerned.
 * @throws {ChainNotServedError} / {SafeNotFoundError} / {RuleViolationError} / {InvalidSignatureError}
 * @throws {PermissionDeniedError} when the actor is neither the delegator nor an owner of the Safe.
 * @throws {InvalidInputError} for an expiry in the past or a label with U+0000.
 */
export async function addDelegate(
  { db, chains }: GatewayContext,
  {
    chainId,
    delegation,
    actor,
    legacy = false,
    now = new Date(),
  }: {
    chainId: string
    delegation: NewDelegate
    actor: Actor
    legacy?: boolean
    now?: Date
  },
): Promise<void> {
  const chain = requireChain(chains, chainId)
  const { safe, delegate, delegator, signature, label, expiryDate } = delegation
  if (expiryDate && expiryDate.getTime() <= now.getTime())
    throw new InvalidInputError('expiryDate must be in the future.', { details: { expiryDate } })
  if (label.includes('\u0000')) throw new InvalidInputError('label must not contain the character U+0000.')
  const owners = safe ? await requireDelegatorOwnsSafe(chain, { safe, delegator }) : []
  requireActorAmong(
    actor,
    chainId,
    [delegator, ...owners],
    safe ? `the delegator or an owner of ${safe}` : 'the delegator',
  )
  const signer = await verifyDelegateSignature({
    client: chain.client,
    signature,
    hashes: getDelegateSignatureHashes({ chainId: Number(chainId), delegate, now, legacy }),
    signers: [delegator],
  })
  if (!signer)
    throw new RuleViolationError(`Signature does not match the delegator ${delegator}`, { details: { delegator } })
  await db.transaction(async (trx) => {
    await trx.query(
      `insert into delegates (chain_id, safe, delegate, delegator, label, expiry_date)
       values ($1, $2, $3, $4, $5, $6)
       on conflict on constraint delegates_unique
         do update set label = excluded.label, expiry_date = excluded.expiry_date, modified_at = now()`,
      [chainId, safe, delegate, delegator, label, expiryDate],
    )
    await publishDelegatesChange(trx, { chainId, safes: [safe], delegator })
  })
}
