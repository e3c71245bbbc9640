import type { Address } from 'viem'
import type { SafeEvent } from './SafeEvent'

/** Factory events: emitted by the factory, about the proxy they name. */
export const isFactoryEvent = (
  event: SafeEvent,
): event is Extract<SafeEvent, { event: 'ProxyCreation' | 'ProxyCreationL2' | 'ChainSpecificProxyCreationL2' }> =>
  event.event === 'ProxyCreation' || event.event === 'ProxyCreationL2' || event.event === 'ChainSpecificProxyCreationL2'

/** The Safe an event belongs to: the emitter, except for the factory's events (the created proxy). */
export function safeOf(event: SafeEvent): Address {
  return isFactoryEvent(event) ? event.args.proxy : event.address
}
