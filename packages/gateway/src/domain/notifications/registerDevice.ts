import { randomUUID } from 'node:crypto'
import { getDeviceRegistrationHash, InvalidInputError, type RegisterDeviceBody } from '@strongroom/protocol'
import { type Address, getAddress, type Hex } from 'viem'
import { requireChain } from '../chains/requireChain'
import { RuleViolationError } from '../errors/RuleViolationError'
import type { GatewayContext } from '../GatewayContext'
import type { Actor } from '../permissions/Actor'
import { requireActorAmong } from '../permissions/requireActorAmong'
import { readSafeOnChain } from '../safes/readSafeOnChain'
import { loadDeviceManagers } from './loadDeviceManagers'
import { recoverRegistrationSigner } from './recoverRegistrationSigner'

/** How far the signed timestamp may be from the server's clock (transaction service: 5 minutes). */
const MAX_CLOCK_SKEW_SECONDS = 300

type CheckedRegistration = { chainId: string; safes: Address[]; owners: Address[] }

function hasNul(body: RegisterDeviceBody): boolean {
  return [body.cloudMessagingToken, body.bundle].some((value) => value.includes('\u0000'))
}

/**
 * `POST /v1/register/notifications` (docs/gateway-api.md §4.19, transaction service `FirebaseDeviceSerializer`): registers a
 * device (or updates it, by uuid) and, per chain named, replaces the Safes it follows. Every signature must recover,
 * over the registration hash raw or EIP-191-wrapped, to a current owner of one of that chain's Safes, each owner once.
 * The signed-in `actor` must be an owner of every Safe it registers and, when the device exists, manage it on every
 * chain it follows (its token and fields are shared by all chains: re-registering a stranger's uuid would otherwise
 * take over their notifications). All chains are checked before anything is stored.
 * @returns the device uuid (generated when the client sent none).
 * @throws {InvalidInputError} for a stale timestamp, repeated chains or Safes, or text Postgres cannot store.
 * @throws {ChainNotServedError} / {SafeNotFoundError} / {RuleViolationError} / {InvalidSignatureError}
 * @throws {PermissionDeniedError} when the actor does not own one of the Safes, or does not manage the existing device.
 */
export async function registerDevice(
  { db, chains }: GatewayContext,
  { body, actor, now = new Date() }: { body: RegisterDeviceBody; actor: Actor; now?: Date },
): Promise<string> {
  const skew = Math.abs(Number(body.timestamp) - Math.floor(now.getTime() / 1000))
  if (skew > MAX_CLOCK_SKEW_SECONDS)
    throw new InvalidInputError(
      `timestamp must be within ${MAX_CLOCK_SKEW_SECONDS / 60} minutes of the server's clock.`,
      {
        details: { timestamp: body.timestamp, skew },
      },
    )
  if (hasNul(body)) throw new InvalidInputError('Device fields must not contain the character U+0000.')
  const chainIds = body.safeRegistrations.map((registration) => registration.chainId)
  if (new Set(chainIds).size !== chainIds.length)
    throw new InvalidInputError('safeRegistrations names a chain twice.', { details: { chainIds } })
  const uuid = (body.uuid ?? randomUUID()).toLowerCase()

  const checked: CheckedRegistration[] = []
  for (const registration of body.safeRegistrations) {
    const chain = requireChain(chains, registration.chainId)
    const safes = registration.safes.map((safe) => getAddress(safe))
    if (new Set(safes).size !== safes.length)
      throw new InvalidInputError(`Chain ${registration.chainId} lists a Safe twice.`, { details: { safes } })
    const states = await Promise.all(
      safes.map((address) => readSafeOnChain({ client: chain.client, chainId: registration.chainId, address })),
    )
    for (const [index, state] of states.entries())
      requireActorAmong(actor, registration.chainId, state.owners, `an owner of ${safes[index]}`)
    const owners = new Set(states.flatMap((state) => state.owners))
    const hash = getDeviceRegistrationHash({
      timestamp: body.timestamp,
      uuid,
      cloudMessagingToken: body.cloudMessagingToken,
      safes,
    })
    const signers: Address[] = []
    for (const [index, signature] of registration.signatures.entries()) {
      const { raw, eip191 } = await recoverRegistrationSigner({ hash, signature: signature as Hex })
      const signer = owners.has(raw) ? raw : owners.has(eip191) ? eip191 : null
      if (!signer)
        throw new RuleViolationError(
          `Signature ${index} for chain ${registration.chainId} is not by an owner of the Safes it registers`,
          { details: { chainId: registration.chainId, index } },
        )
      if (signers.includes(signer))
        throw new RuleViolationError(`Owner ${signer} signed twice`, { details: { chainId: registration.chainId } })
      signers.push(signer)
    }
    checked.push({ chainId: registration.chainId, safes, owners: signers })
  }

  await db.transaction(async (trx) => {
    for (const [chainId, managers] of await loadDeviceManagers(trx, uuid))
      requireActorAmong(actor, chainId, managers, `an owner who registered device ${uuid} or owns a Safe it follows`)
    const holder = await trx.query<{ uuid: string }>(
      'select uuid from notification_devices where cloud_messaging_token = $1 and uuid <> $2',
      [body.cloudMessagingToken, uuid],
    )
    if (holder.length > 0) throw new RuleViolationError('Cloud messaging token is linked to another device')
    await trx.query(
      `insert into notification_devices (uuid, cloud_messaging_token, build_number, bundle, device_type, version)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (uuid) do update set cloud_messaging_token = excluded.cloud_messaging_token,
         build_number = excluded.build_number, bundle = excluded.bundle, device_type = excluded.device_type,
         version = excluded.version, updated_at = now()`,
      [uuid, body.cloudMessagingToken, body.buildNumber, body.bundle, body.deviceType, body.version],
    )
    for (const { chainId, safes, owners } of checked) {
      await trx.query('delete from notification_subscriptions where device_uuid = $1 and chain_id = $2', [
        uuid,
        chainId,
      ])
      await trx.query('delete from notification_device_owners where device_uuid = $1 and chain_id = $2', [
        uuid,
        chainId,
      ])
      await trx.query(
        `insert into notification_subscriptions (device_uuid, chain_id, safe)
         select $1, $2, unnest($3::text[])`,
        [uuid, chainId, safes],
      )
      await trx.query(
        `insert into notification_device_owners (device_uuid, chain_id, owner)
         select $1, $2, unnest($3::text[])`,
        [uuid, chainId, owners],
      )
    }
  })
  return uuid
}
