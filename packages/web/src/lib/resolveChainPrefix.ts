/** A served chain as far as a Safe link's prefix is concerned: its id, and its short name once the gateway said it. */
export interface PrefixedChain {
  chainId: number
  /** EIP-3770 short name from the gateway's chain description; undefined while loading or when that failed. */
  shortName: string | undefined
  /** Whether the gateway's description is still on its way (false once it arrived or failed). */
  pending: boolean
}

/** Which served chain a Safe link's prefix names. */
export type PrefixResolution =
  | { status: 'found'; chainId: number }
  | { status: 'pending' }
  | { status: 'unknown'; unchecked: boolean }

/**
 * The chain whose EIP-3770 short name is `prefix` (case-insensitive) among `chains`. A deployment of one chain opens
 * every link on it, and its Safe frame judges the prefix with the chain's name (lib/parseAddressInput). With several,
 * a prefix no loaded chain has is `pending` while a description is on its way, else `unknown` (`unchecked` when some
 * description could not be loaded, so the prefix may belong to that chain).
 */
export function resolveChainPrefix(prefix: string, chains: readonly PrefixedChain[]): PrefixResolution {
  if (chains.length === 1) return { status: 'found', chainId: chains[0]!.chainId }
  const wanted = prefix.toLowerCase()
  const match = chains.find((chain) => chain.shortName?.toLowerCase() === wanted)
  if (match) return { status: 'found', chainId: match.chainId }
  if (chains.some((chain) => chain.pending)) return { status: 'pending' }
  return { status: 'unknown', unchecked: chains.some((chain) => chain.shortName === undefined) }
}
