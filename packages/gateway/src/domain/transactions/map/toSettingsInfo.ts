import type { SettingsChange, SettingsInfo } from '@strongroom/protocol'
import type { AddressInfoResolver } from '../../address-info/AddressInfoResolver'

/**
 * The wire `settingsInfo` of a decoded settings change, addresses named. An implementation change is emitted as
 * `CHANGE_MASTER_COPY`, the type the NestJS gateway has always sent (Safe{Wallet} reads it); the SDK enum's
 * `CHANGE_IMPLEMENTATION` came from the retired Rust gateway (docs/gateway-api.md §5.2).
 */
export function toSettingsInfo(change: SettingsChange, addressInfo: AddressInfoResolver): SettingsInfo {
  switch (change.type) {
    case 'ADD_OWNER':
    case 'REMOVE_OWNER':
      return { type: change.type, owner: addressInfo(change.owner), threshold: change.threshold }
    case 'SWAP_OWNER':
      return { type: 'SWAP_OWNER', oldOwner: addressInfo(change.oldOwner), newOwner: addressInfo(change.newOwner) }
    case 'CHANGE_THRESHOLD':
      return { type: 'CHANGE_THRESHOLD', threshold: change.threshold }
    case 'CHANGE_IMPLEMENTATION':
      return { type: 'CHANGE_MASTER_COPY', implementation: addressInfo(change.implementation) }
    case 'ENABLE_MODULE':
    case 'DISABLE_MODULE':
      return { type: change.type, module: addressInfo(change.module) }
    case 'SET_GUARD':
      return { type: 'SET_GUARD', guard: addressInfo(change.guard) }
    case 'DELETE_GUARD':
      return { type: 'DELETE_GUARD' }
    case 'SET_FALLBACK_HANDLER':
      return { type: 'SET_FALLBACK_HANDLER', handler: addressInfo(change.handler) }
  }
}
