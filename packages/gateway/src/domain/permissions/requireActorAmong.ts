import type { Address } from 'viem'
import { PermissionDeniedError } from '../errors/PermissionDeniedError'
import type { Actor } from './Actor'

/**
 * Lets the request through only when the signed-in `actor` is one of `allowed` on `chainId` (a contract account only on
 * the chain it signed in on).
 * @throws {PermissionDeniedError} naming what the actor would have needed to be (`role`, e.g. "an owner of Safe 0x…").
 */
export function requireActorAmong(actor: Actor, chainId: string, allowed: Iterable<Address>, role: string): void {
  const sameChain = actor.chainId === null || actor.chainId === chainId
  if (sameChain && new Set(allowed).has(actor.address)) return
  throw new PermissionDeniedError(`The signed-in account ${actor.address} is not ${role} on chain ${chainId}`, {
    details: { actor: actor.address, chainId, role },
  })
}
