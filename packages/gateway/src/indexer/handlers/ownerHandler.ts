import { MAX_INT32 } from '../decode/isPlausibleSafeSetup'
import type { EventHandler } from './EventHandler'

/**
 * AddedOwner / RemovedOwner / ChangedThreshold. OwnerManager puts an added owner at the head of its linked list;
 * swapOwner emits RemovedOwner(old) immediately followed by AddedOwner(new), and the new owner takes the old one's
 * slot (owners[new] = owners[old]), so that pair keeps the position.
 */
export const ownerHandler: EventHandler = {
  name: 'owners',
  reduce: {
    AddedOwner: (state, { args, txHash, logIndex }) => {
      const owners = state.owners.filter((owner) => owner !== args.owner)
      const swap = state.lastRemoved
      if (swap && swap.txHash === txHash && swap.logIndex === logIndex - 1) owners.splice(swap.index, 0, args.owner)
      else owners.unshift(args.owner)
      return { ...state, owners, lastRemoved: undefined }
    },
    RemovedOwner: (state, { args, txHash, logIndex }) => {
      const index = state.owners.indexOf(args.owner)
      return {
        ...state,
        owners: state.owners.filter((owner) => owner !== args.owner),
        lastRemoved: index >= 0 ? { txHash, logIndex, index } : undefined,
      }
    },
    ChangedThreshold: (state, { args }) => {
      const threshold = BigInt(args.threshold)
      // OwnerManager keeps 1 <= threshold <= owner count; anything else is not from a real Safe.
      if (threshold < 1n || threshold > BigInt(MAX_INT32)) return state
      return { ...state, threshold: Number(threshold) }
    },
  },
}
