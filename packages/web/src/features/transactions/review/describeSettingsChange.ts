import type { SettingsChange } from '@strongroom/protocol'

/** A Safe settings change in a sentence (addresses in full: the owner compares them). */
export function describeSettingsChange(change: SettingsChange): string {
  switch (change.type) {
    case 'ADD_OWNER':
      return `Adds ${change.owner} as an owner and sets the threshold to ${change.threshold}.`
    case 'REMOVE_OWNER':
      return `Removes the owner ${change.owner} and sets the threshold to ${change.threshold}.`
    case 'SWAP_OWNER':
      return `Replaces the owner ${change.oldOwner} with ${change.newOwner}.`
    case 'CHANGE_THRESHOLD':
      return `Sets the threshold to ${change.threshold} confirmation${change.threshold === 1 ? '' : 's'}.`
    case 'CHANGE_IMPLEMENTATION':
      return `Changes the Safe’s implementation (its code) to ${change.implementation}.`
    case 'ENABLE_MODULE':
      return `Enables the module ${change.module}, which can then execute transactions without the owners.`
    case 'DISABLE_MODULE':
      return `Disables the module ${change.module}.`
    case 'SET_GUARD':
      return `Sets the guard ${change.guard}, which can veto every transaction of the Safe.`
    case 'DELETE_GUARD':
      return 'Removes the Safe’s guard.'
    case 'SET_FALLBACK_HANDLER':
      return `Sets the fallback handler to ${change.handler}.`
  }
}
