import { createContext } from 'react'

/** What the app knows about addresses, for every {@link AddressDisplay} below the provider. */
export interface AddressDisplayKnowledge {
  /** The name the user gave the address (address book, added Safes), if any. */
  nameOf(address: string): string | undefined
  /** Whether that name comes from the server alone (the signed-in account's book at the gateway): marked as such. */
  isServerName?(address: string): boolean
  /** The block explorer page of the address, when the chain has an explorer. */
  explorerUrlOf(address: string): string | undefined
  /**
   * A hook: the address's ENS reverse name when the chain has ENS and the name resolves back to it (features/names),
   * shown beside the address. Called on every render of an AddressDisplay, so a provider always gives one.
   */
  useReverseName(address: string): string | undefined
}

/**
 * Provided by the app (features/safes' AddressDisplayProvider); components never import features, so the name
 * lookup comes to them through this context. Without a provider, addresses show without names or explorer links.
 */
export const AddressDisplayContext = createContext<AddressDisplayKnowledge>({
  nameOf: () => undefined,
  explorerUrlOf: () => undefined,
  useReverseName: () => undefined,
})
