import type { Address } from 'viem'
import type { SafeEvent } from './SafeEvent'

/** The Safe an event belongs to: the emitter, except for the factory's ProxyCreation (the created proxy). */
export function safeOf(event: SafeEvent): Address {
  return event.event === 'ProxyCreation' ? event.args.proxy : event.address
}
