import type { Address, Hex } from 'viem'
import { requireChain } from '../chains/requireChain'
import { RuleViolationError } from '../errors/RuleViolationError'
import type { GatewayContext } from '../GatewayContext'
import type { Actor } from '../permissions/Actor'
import { requireActorAmong } from '../permissions/requireActorAmong'
import { DelegateNotFoundError } from './DelegateNotFoundError'
import { getDelegateSignatureHashes } from './getDelegateSignatureHashes'
import { publishDelegatesChange } from './publishDelegatesChange'
import { requireDelegatorOwnsSafe } from './requireDelegatorOwnsSafe'
import { verifyDelegateSignature } from './verifyDelegateSignature'

/**
 * `DELETE /v{1,2}/chains/{chainId}/delegates/{delegate}` (transaction service `DelegateDeleteSerializerV2`): removes
 * the delegation of `delegate` by `delegator`, only for `safe` when given (whose owner the delegator must be), else for
 * every Safe. Either party may sign the hourly counter, so a delegate can step down by itself. The signed-in `actor`
 * must be the delegator, the delegate or an owner of the Safe. Publishes a `delegates` change of the Safes concerned.
 * @throws {ChainNotServedError} / {SafeNotFoundError} / {RuleViolationError} / {InvalidSignatureError}
 * @throws {PermissionDeniedError} when the actor is none of those.
 * @throws {DelegateNotFoundError} when nothing matched.
 */
export async function removeDelegate(
  { db, chains }: GatewayContext,
  {
    chainId,
    delegate,
    delegator,
    safe,
    signature,
    actor,
    legacy = false,
    now = new Date(),
  }: {
    chainId: string
    delegate: Address
    delegator: Address
    safe: Address | null
    signature: Hex
    actor: Actor
    legacy?: boolean
    now?: Date
  },
): Promise<void> {
  const chain = requireChain(chains, chainId)
  const owners = safe ? await requireDelegatorOwnsSafe(chain, { safe, delegator }) : []
  requireActorAmong(
    actor,
    chainId,
    [delegator, delegate, ...owners],
    safe ? `the delegator, the delegate or an owner of ${safe}` : 'the delegator or the delegate',
  )
  const signer = await verifyDelegateSignature({
    client: chain.client,
    signature,
    hashes: getDelegateSignatureHashes({ chainId: Number(chainId), delegate, now, legacy }),
    signers: [delegator, delegate],
  })
  if (!signer)
    throw new RuleViolationError(`Signature matches neither the delegate ${delegate} nor the delegator ${delegator}`, {
      details: { delegate, delegator },
    })
  await db.transaction(async (trx) => {
    const deleted = await trx.query<{ safe: Address | null }>(
      `delete from delegates
        where chain_id = $1 and delegate = $2 and delegator = $3 and ($4::text is null or safe = $4)
        returning safe`,
      [chainId, delegate, delegator, safe],
    )
    if (deleted.length === 0) throw new DelegateNotFoundError({ chainId, delegate, delegator, safe })
    await publishDelegatesChange(trx, { chainId, safes: deleted.map((row) => row.safe), delegator })
  })
}
